import * as rruleModule from 'rrule';

/**
 * rrule ships an ES build for bundlers (the web) and a CommonJS bundle for Node (the server, the tests), whose named
 * exports Node cannot see: there they sit on `default`. This picks whichever the loader gave.
 */
type RRuleModule = typeof rruleModule;
// Read by name at run time: a static `.default` makes the web build warn that the ES build has no default export.
const loaded = (Reflect.get(rruleModule, 'default') as RRuleModule | undefined) ?? rruleModule;

export const { RRule, rrulestr } = loaded;
export type { Options as RRuleOptions } from 'rrule';
