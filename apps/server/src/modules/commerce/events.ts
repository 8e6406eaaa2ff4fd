import type { orders } from '../../db/schema/commerce.ts';

type Order = typeof orders.$inferSelect;

declare module '../../platform/events.ts' {
  interface AppEvents {
    /** An order's payment settled, once: what it bought is the buyer's (a protocol's order step moves on). */
    'commerce.order_paid': { order: Order };
    /** An order's payment failed (a declined card, a failed confirmation); the buyer may try again. */
    'commerce.order_failed': { order: Order };
    /** A refund was recorded; a full one ends what the order granted. */
    'commerce.order_refunded': { order: Order };
  }
}

export {};
