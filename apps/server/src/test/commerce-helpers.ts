import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { programs } from '../db/schema/programs.ts';
import { bearer, json } from './harness.ts';

/** A published paid program of `creatorId`, as the studio would publish it. */
export async function paidProgram(
  app: FastifyInstance,
  creatorId: string,
  price = 1999,
  currency = 'USD',
  title = 'Strength in Twelve Weeks',
) {
  const [row] = await app.db
    .insert(programs)
    .values({
      creator_id: creatorId,
      title,
      slug: `paid-${randomBytes(4).toString('hex')}`,
      shortcode: randomBytes(4).toString('hex'),
      secret: randomBytes(12).toString('hex'),
      status: 'published',
      access: 'paid',
      price_minor: price,
      currency,
      published_at: new Date(),
    })
    .returning();
  return row!;
}

/** A card typed into the built-in provider's card form: its payment method id. */
export async function card(app: FastifyInstance, token: string, number = '4242424242424242'): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/payments/local/payment-methods',
    headers: bearer(token),
    payload: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' },
  });
  if (res.statusCode !== 201) throw new Error(`card failed: ${res.statusCode} ${res.body}`);
  return json<{ data: { id: string } }>(res).data.id;
}

export async function order(app: FastifyInstance, token: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/orders', headers: bearer(token), payload });
}

export async function pay(
  app: FastifyInstance,
  token: string,
  orderId: string,
  paymentMethod: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/pay`,
    headers: { ...bearer(token), ...headers },
    payload: { payment_method: paymentMethod },
  });
}
