import type { FastifyInstance } from 'fastify';

/** Routes of the catalogue module (issue 3). */
export async function catalogueRoutes(_app: FastifyInstance): Promise<void> {}
