/** An event the app does not act on: it answers 200 so that Stripe stops sending it, and stores nothing. */
export class IgnoredEvent extends Error {
  readonly type: string;
  constructor(type: string) {
    super(`Stripe event ${type} is not one the app acts on.`);
    this.name = 'IgnoredEvent';
    this.type = type;
  }
}
