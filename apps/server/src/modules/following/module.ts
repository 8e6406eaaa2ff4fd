import type { FastifyInstance } from 'fastify';
import type { AppModule } from '../../platform/app-module.ts';
import '../commerce/events.ts';
import { unfollowProgram } from './follow-program.ts';
import { followingRoutes } from './routes.ts';
import { wireOrderSteps } from './order-steps.ts';

/**
 * What commerce's events change here: a program refunded in full is no longer the buyer's, so their follow of it ends
 * (its tasks go with it); a protocol's order step moves on with its order.
 */
function wireCommerce(app: FastifyInstance): void {
  wireOrderSteps(app);
  app.events.on('commerce.order_refunded', ({ order }) => {
    if (order.status !== 'refunded' || order.item_type !== 'program' || !order.item_id) return;
    const programId = order.item_id;
    app.background.run('end the follow of a refunded program', () =>
      unfollowProgram(app.db, order.buyer_id, programId),
    );
  });
}

/** The following module's manifest (decision 071). */
export const followingModule: AppModule = {
  name: 'following',
  routes: [followingRoutes],
  wire: wireCommerce,
};
