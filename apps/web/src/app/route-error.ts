/** An error that carries the HTTP-like status the error page shows (e.g. 500 for an unknown guard). */
export class RouteError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'RouteError';
    this.status = status;
  }
}
