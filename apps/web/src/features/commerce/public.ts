/*
 * What other features may use of commerce (decision 040): the buy button, which opens the payment modal (loaded when
 * first opened) for a program, a protocol, a donation or an order that already exists (a protocol's order step).
 */
export { BuyButton } from './components/buy-button.tsx';
export type { Purchase } from './components/payment-modal.tsx';
export { usePlatformFeeBps } from './api/payments-api.ts';
