/** The one schema object Drizzle is given (not a barrel for imports elsewhere). */
import * as identity from './identity.ts';
import * as tenancy from './tenancy.ts';
import * as messaging from './messaging.ts';

export const schema = { ...identity, ...tenancy, ...messaging };
export type Schema = typeof schema;
