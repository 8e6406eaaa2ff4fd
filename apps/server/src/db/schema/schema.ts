/** The one schema object Drizzle is given (not a barrel for imports elsewhere). */
import * as auth from './auth.ts';
import * as tenancy from './tenancy.ts';
import * as mail from './mail.ts';
import * as contact from './contact.ts';
import * as filesSchema from './files.ts';
import * as categories from './categories.ts';
import * as programs from './programs.ts';
import * as agent from './agent.ts';
import * as following from './following.ts';
import * as protocolsSchema from './protocols.ts';
import * as chat from './chat.ts';
import * as notifications from './notifications.ts';
import * as throttle from './throttle.ts';
import * as idempotency from './idempotency.ts';
import * as commerce from './commerce.ts';
import * as localPayments from './local-payments.ts';

export const schema = {
  ...auth,
  ...tenancy,
  ...mail,
  ...contact,
  ...filesSchema,
  ...categories,
  ...programs,
  ...agent,
  ...following,
  ...protocolsSchema,
  ...chat,
  ...notifications,
  ...throttle,
  ...idempotency,
  ...commerce,
  ...localPayments,
};
export type Schema = typeof schema;
