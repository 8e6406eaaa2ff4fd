import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { getBillingAddressEndpoint, putBillingAddressEndpoint } from '@ito/contracts/commerce/billing-address';
import {
  createDiscountCodeEndpoint,
  deleteDiscountCodeEndpoint,
  listDiscountCodesEndpoint,
  updateDiscountCodeEndpoint,
} from '@ito/contracts/commerce/discount-codes';
import {
  addPaymentMethodEndpoint,
  deletePaymentMethodEndpoint,
  listPaymentMethodsEndpoint,
  setDefaultPaymentMethodEndpoint,
} from '@ito/contracts/commerce/payment-methods';
import { users } from '../../db/schema/auth.ts';
import { appDeps } from '../../platform/deps.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { offsetOf, pageBody } from '../../platform/paging.ts';
import {
  addMethod,
  codeView,
  createCode,
  deleteCode,
  deleteMethod,
  getBillingAddress,
  listCodes,
  listMethods,
  methodView,
  putBillingAddress,
  setDefaultMethod,
  updateCode,
} from './account.ts';

/** A person's saved cards and billing address, and a creator's discount codes. */
export async function commerceAccountRoutes(app: FastifyInstance): Promise<void> {
  const methods = { tags: ['payment-methods'] };
  const billing = { tags: ['billing'] };
  const codes = { tags: ['discount-codes'] };

  endpointRoute(app, listPaymentMethodsEndpoint, methods, async (_request, _reply, { caller }) => ({
    data: await listMethods(app.db, caller.user.id, app.payments.name),
  }));

  endpointRoute(
    app,
    addPaymentMethodEndpoint,
    { ...methods, config: { idempotent: true, rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request, reply, { caller }) => {
      const [user] = await app.db
        .select({ email: users.email, name: users.full_name })
        .from(users)
        .where(eq(users.id, caller.user.id));
      const person = { id: caller.user.id, email: user?.email ?? '', name: user?.name ?? '' };
      const customer = await app.payments.ensureCustomer(person);
      const row = await addMethod(appDeps(app), person, customer, request.body.payment_method);
      return reply.code(201).send({ data: methodView(row) });
    },
  );

  endpointRoute(app, setDefaultPaymentMethodEndpoint, methods, async (request, _reply, { caller }) => ({
    data: methodView(await setDefaultMethod(app.db, caller.user.id, request.params.id)),
  }));

  endpointRoute(app, deletePaymentMethodEndpoint, methods, async (request, _reply, { caller }) => {
    await deleteMethod(appDeps(app), caller.user.id, request.params.id);
    return { data: { deleted: true as const } };
  });

  endpointRoute(app, getBillingAddressEndpoint, billing, async (_request, _reply, { caller }) => ({
    data: await getBillingAddress(app.db, caller.user.id),
  }));

  endpointRoute(app, putBillingAddressEndpoint, billing, async (request, _reply, { caller }) => ({
    data: await putBillingAddress(app.db, caller.user.id, request.body),
  }));

  endpointRoute(app, listDiscountCodesEndpoint, codes, async (request, _reply, { caller }) => {
    const { data, total } = await listCodes(app.db, caller.user.id, {
      limit: request.query.per_page,
      offset: offsetOf(request.query),
    });
    return pageBody(request, request.query, data, total);
  });

  endpointRoute(app, createDiscountCodeEndpoint, codes, async (request, reply, { caller }) => {
    const row = await createCode(app.db, caller.user.id, request.body);
    return reply.code(201).send({ data: codeView(row) });
  });

  endpointRoute(app, updateDiscountCodeEndpoint, codes, async (request, _reply, { caller }) => ({
    data: codeView(await updateCode(app.db, caller.user.id, request.params.id, request.body)),
  }));

  endpointRoute(app, deleteDiscountCodeEndpoint, codes, async (request, _reply, { caller }) => {
    await deleteCode(app.db, caller.user.id, request.params.id);
    return { data: { deleted: true as const } };
  });
}
