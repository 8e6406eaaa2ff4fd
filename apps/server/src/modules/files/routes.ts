import type { FastifyInstance } from 'fastify';

/** Routes of the files module (issue 3). */
export async function filesRoutes(_app: FastifyInstance): Promise<void> {}
