import type { FastifyInstance } from 'fastify';

/** Routes of the programs module (issue 3). */
export async function programRoutes(_app: FastifyInstance): Promise<void> {}
