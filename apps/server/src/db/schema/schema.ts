/** The one schema object Drizzle is given (not a barrel for imports elsewhere). */
import * as identity from './identity.ts';
import * as tenancy from './tenancy.ts';
import * as messaging from './messaging.ts';
import * as filesSchema from './files.ts';
import * as programs from './programs.ts';
import * as agent from './agent.ts';
import * as protocolsSchema from './protocols.ts';
import * as chat from './chat.ts';
import * as throttle from './throttle.ts';
import * as idempotency from './idempotency.ts';

export const schema = {
  ...identity,
  ...tenancy,
  ...messaging,
  ...filesSchema,
  ...programs,
  ...agent,
  ...protocolsSchema,
  ...chat,
  ...throttle,
  ...idempotency,
};
export type Schema = typeof schema;
