import * as rruleModule from 'rrule';

/**
 * rrule ships an ES build for bundlers (the web) and a CommonJS bundle for Node (the server, the tests), whose named
 * exports Node cannot see: there they sit on `default`. This picks whichever the loader gave.
 */
type RRuleModule = typeof rruleModule;
const loaded = (rruleModule as RRuleModule & { default?: RRuleModule }).default ?? rruleModule;

export const { RRule, rrulestr } = loaded;
export type { Options as RRuleOptions } from 'rrule';
