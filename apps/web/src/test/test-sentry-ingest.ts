import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One item of an envelope the SDK sent: its header's type and its JSON payload. */
export interface SentItem {
  type: string;
  payload: Record<string, unknown>;
}

export interface SentryIngest {
  server: Server;
  /** A DSN whose events arrive here (project 1, public key `publickey`). */
  dsn: string;
  envelopes: { url: string; items: SentItem[] }[];
  /** The error events received so far. */
  events: () => Record<string, unknown>[];
  close: () => Promise<void>;
}

function parseEnvelope(body: string): SentItem[] {
  const [, ...lines] = body.split('\n').filter((line) => line.trim() !== '');
  const items: SentItem[] = [];
  for (let i = 0; i + 1 < lines.length; i += 2) {
    const header = JSON.parse(lines[i] ?? '{}') as { type: string };
    items.push({ type: header.type, payload: JSON.parse(lines[i + 1] ?? '{}') as Record<string, unknown> });
  }
  return items;
}

/** The messages of an event's exceptions. */
export function exceptionValues(event: Record<string, unknown>): string[] {
  const values = (event.exception as { values?: { value?: string }[] } | undefined)?.values ?? [];
  return values.map((v) => v.value ?? '');
}

/**
 * A stand-in for Sentry's ingest for tests of the real SDK: a local HTTP server that accepts envelopes at
 * `/api/<project>/envelope/` in Sentry's envelope format (a header line, then item header and payload lines).
 */
export async function startSentryIngest(): Promise<SentryIngest> {
  const envelopes: SentryIngest['envelopes'] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '';
      if (req.method === 'POST' && url.startsWith('/api/1/envelope/')) {
        envelopes.push({ url, items: parseEnvelope(Buffer.concat(chunks).toString('utf8')) });
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    envelopes,
    events: () => envelopes.flatMap((e) => e.items.filter((item) => item.type === 'event').map((item) => item.payload)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
