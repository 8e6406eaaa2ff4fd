import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { ZHealthResponse } from '@ito/contracts/core/health';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/health', { schema: { tags: ['core'], response: { 200: ZHealthResponse } } }, async () => {
      await app.db.execute(sql`select 1`);
      return { data: { status: 'ok' as const, database: 'ok' as const, uptime_s: Math.round(process.uptime()) } };
    });
}
