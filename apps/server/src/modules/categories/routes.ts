import type { FastifyInstance } from 'fastify';

/** Routes of the categories module (issue 3). */
export async function categoryRoutes(_app: FastifyInstance): Promise<void> {}
