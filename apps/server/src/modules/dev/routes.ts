import type { FastifyInstance, FastifyRequest } from 'fastify';
import { count, desc } from 'drizzle-orm';
import { outboxEndpoint } from '@ito/contracts/dev/outbox';
import { setClockEndpoint } from '@ito/contracts/dev/clock';
import { messageBody } from '../../platform/errors.ts';
import { outbox } from '../../db/schema/mail.ts';
import { isLoopbackHost } from '../../platform/config.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { offsetOf, pageBody } from '../../platform/paging.ts';
import { requeueDueRuns } from '../protocols/runs/wake-worker.ts';
import { sweepRecurring } from '../protocols/runs/recurring-runner.ts';
import { appDeps } from '../../platform/deps.ts';

/**
 * A request that came through a proxy or from another host, or that was addressed to another name: the dev tools are
 * not theirs to see. The name matters for DNS rebinding: a page on attacker.example whose name
 * resolves to 127.0.0.1 reaches this listener from this machine, but its requests still say `Host: attacker.example`.
 */
function isFromThisMachine(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !proxied && isLoopbackHost(peer.replace(/^::ffff:/, '')) && isLoopbackHost(hostnameOf(request.headers.host));
}

/** The name a Host header addresses, without its port ("localhost:3100" -> "localhost", "[::1]:80" -> "::1"). */
function hostnameOf(host: string | undefined): string {
  if (!host) return '';
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return '';
  }
}

/**
 * Only when `config.devTools` (outside production, loopback listener: decision 030): the stored mails, newest first,
 * for /dev/mail and tests; and the server clock, which browser tests move forward to let days pass (protocol waits it
 * passes are woken at once). A request from another host or through a proxy gets the same 404 as a missing route.
 */
export async function devRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (!isFromThisMachine(request)) return reply.code(404).send(messageBody('errors.not_found'));
  });
  const tags = ['dev'];
  endpointRoute(app, setClockEndpoint, { tags }, async (request) => {
    app.clock.set(request.body.now ? new Date(request.body.now) : null);
    // Waits that the new time has passed come due now, not at the next minute's sweep.
    const deps = appDeps(app);
    await requeueDueRuns(deps);
    // Recurring occurrences the new time has passed, likewise.
    await sweepRecurring(deps);
    return { data: { now: app.clock.now().toISOString() } };
  });

  endpointRoute(app, outboxEndpoint, { tags }, async (request) => {
    // Mails a request started without waiting (a sign-in link) are in the box before it is read.
    await app.background.settled();
    const [rows, [total]] = await Promise.all([
      app.db
        .select()
        .from(outbox)
        .orderBy(desc(outbox.created_at), desc(outbox.id))
        .limit(request.query.per_page)
        .offset(offsetOf(request.query)),
      app.db.select({ n: count() }).from(outbox),
    ]);
    const data = rows.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      created_at: m.created_at.toISOString(),
    }));
    return pageBody(request, request.query, data, total?.n ?? 0);
  });
}
