import type { FastifyInstance } from 'fastify';
import type { AppModule } from '../../platform/app-module.ts';
import '../commerce/events.ts';
import { unfollowProgram } from './follow-program.ts';
import { followingRoutes } from './routes.ts';

/** A program refunded in full is no longer the buyer's: their follow of it ends (its tasks go with it). */
function wireRefunds(app: FastifyInstance): void {
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
  wire: wireRefunds,
};
