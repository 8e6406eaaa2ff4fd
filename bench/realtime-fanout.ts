import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { chatParticipants, chatRooms } from '../apps/server/src/db/schema/chat.ts';
import { sessions, users } from '../apps/server/src/db/schema/auth.ts';
import { hashToken } from '../apps/server/src/platform/crypto.ts';
import { openDatabase } from '../apps/server/src/platform/db.ts';
import { errorRow, type BenchRow } from './report.ts';
import { startServer } from './server-process.ts';

/**
 * DESIGN section 12: realtime fan-out, 2,000 sockets on one process, p95 delivery <= 100 ms. `sockets` users, each
 * with one socket, sit in group rooms of `roomSize`; one member of each room posts through `POST
 * /api/chat/rooms/{id}/messages`, a few rooms at a time. Delivery is measured end to end, from the moment the POST
 * leaves the bench to the moment each participant's socket receives the `chat` NewEvent (the sender's own socket
 * included: its other tabs are served the same way).
 */
export const FANOUT_BUDGET_MS = 100;

type Member = { id: string; token: string };
type Room = { id: string; members: Member[] };

const CHUNK = 500;

/** Users with live sessions (tokens minted here, stored hashed like login does) and their rooms, in a PGlite folder. */
async function seed(dataDir: string, count: number, roomSize: number): Promise<Room[]> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await database.migrate();
    const db = database.db;
    const stamp = Date.now().toString(36);
    const members: Member[] = [];
    for (let start = 0; start < count; start += CHUNK) {
      const batch = Array.from({ length: Math.min(CHUNK, count - start) }, (_, i) => start + i);
      const rows = await db
        .insert(users)
        .values(
          batch.map((n) => ({
            full_name: `Fan ${n}`,
            email: `fan${n}.${stamp}@bench.test`,
            email_verified_at: new Date(),
            referral_code: `FAN${stamp}${n}`,
          })),
        )
        .returning({ id: users.id });
      const tokens = rows.map(() => randomBytes(32).toString('base64url'));
      await db.insert(sessions).values(rows.map((r, i) => ({ user_id: r.id, token_hash: hashToken(tokens[i]!) })));
      rows.forEach((r, i) => members.push({ id: r.id, token: tokens[i]! }));
    }
    const rooms: Room[] = [];
    for (let start = 0; start < members.length; start += roomSize) {
      const group = members.slice(start, start + roomSize);
      const [room] = await db
        .insert(chatRooms)
        .values({ kind: 'group', name: `Bench room ${start / roomSize}`, created_by: group[0]!.id })
        .returning({ id: chatRooms.id });
      await db.insert(chatParticipants).values(
        group.map((m, i) => ({
          room_id: room!.id,
          user_id: m.id,
          role: i === 0 ? ('owner' as const) : ('member' as const),
        })),
      );
      rooms.push({ id: room!.id, members: group });
    }
    return rooms;
  } finally {
    await database.close();
  }
}

function openSocket(url: string, token: string): Promise<Socket> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], auth: { token }, forceNew: true });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket not subscribed within 30 s')), 30_000);
    socket.once('subscribed', (m: { channels: string[] }) => {
      clearTimeout(timer);
      if (m.channels.length === 0) reject(new Error('socket joined no channel: bad token'));
      else resolve(socket);
    });
    socket.once('connect_error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export async function runFanoutBench(options: {
  sockets: number;
  roomSize: number;
  messages: number;
  ratePerSecond: number;
}): Promise<BenchRow> {
  const name = `realtime fan-out, ${options.sockets.toLocaleString('en-US')} sockets, rooms of ${options.roomSize}`;
  const budget = `p95 delivery <= ${FANOUT_BUDGET_MS} ms`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ito-bench-fanout-'));
  const sockets: Socket[] = [];
  try {
    console.log(`  seeding ${options.sockets} users with sessions and their rooms ...`);
    const rooms = await seed(dataDir, options.sockets, options.roomSize);
    const server = await startServer({ dataDir });
    try {
      // Message id -> send time; every delivery is timed against it.
      const sentAt = new Map<string, number>();
      const pending = new Map<string, number>();
      const latencies: number[] = [];
      const expectedByBody = new Map<string, number>();
      console.log(`  connecting ${options.sockets} sockets ...`);
      const allMembers = rooms.flatMap((r) => r.members);
      for (let start = 0; start < allMembers.length; start += 100) {
        const batch = await Promise.all(
          allMembers.slice(start, start + 100).map((m) => openSocket(server.url, m.token)),
        );
        for (const socket of batch) {
          socket.on('NewEvent', (e: { component: string; data: { type: string; message?: { body: string } } }) => {
            if (e.component !== 'chat' || e.data.type !== 'message' || !e.data.message) return;
            const t0 = sentAt.get(e.data.message.body);
            if (t0 === undefined) return;
            latencies.push(performance.now() - t0);
            pending.set(e.data.message.body, (pending.get(e.data.message.body) ?? 1) - 1);
          });
          sockets.push(socket);
        }
      }
      console.log(`  posting ${options.messages} messages at ${options.ratePerSecond} per second ...`);
      const started = performance.now();
      let failures = 0;
      const post = async (n: number) => {
        const room = rooms[n % rooms.length]!;
        const sender = room.members[Math.floor(n / rooms.length) % room.members.length]!;
        const body = `bench ${n} ${randomBytes(4).toString('hex')}`;
        pending.set(body, room.members.length);
        expectedByBody.set(body, room.members.length);
        sentAt.set(body, performance.now());
        try {
          const res = await fetch(`${server.url}/api/chat/rooms/${room.id}/messages`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${sender.token}` },
            body: JSON.stringify({ body }),
          });
          if (res.status !== 201) failures++;
          await res.arrayBuffer();
        } catch {
          failures++;
        }
      };
      // Open loop: messages leave at a steady rate whether or not earlier ones are done, as people would send them,
      // so a slow answer shows up as latency instead of quietly lowering the load.
      const posts: Promise<void>[] = [];
      for (let n = 0; n < options.messages; n++) {
        const due = started + (n * 1000) / options.ratePerSecond;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        posts.push(post(n));
      }
      await Promise.all(posts);
      // Let the last deliveries land (bounded).
      const deadline = Date.now() + 10_000;
      while ([...pending.values()].some((v) => v > 0) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      const seconds = (performance.now() - started) / 1000;
      const expected = [...expectedByBody.values()].reduce((a, b) => a + b, 0);
      const missing = [...pending.values()].reduce((a, b) => a + Math.max(0, b), 0);
      const sorted = latencies.sort((a, b) => a - b);
      const p50 = percentile(sorted, 50);
      const p95 = percentile(sorted, 95);
      const p99 = percentile(sorted, 99);
      const ms = (v: number) => v.toFixed(1);
      const notes = [
        `${latencies.length} deliveries of ${options.messages} messages in ${seconds.toFixed(1)} s (${options.ratePerSecond}/s)`,
      ];
      let status: BenchRow['status'] = p95 <= FANOUT_BUDGET_MS ? 'PASS' : 'FAIL';
      if (failures > 0 || missing > 0 || latencies.length === 0) {
        status = 'ERROR';
        notes.unshift(`${failures} failed posts, ${missing} of ${expected} deliveries missing`);
      }
      return {
        name,
        budget,
        measured: `p50 ${ms(p50)} / p95 ${ms(p95)} / p99 ${ms(p99)} ms`,
        status,
        note: notes.join('; '),
        data: { ...options, deliveries: latencies.length, expected, failures, p50, p95, p99, seconds },
      };
    } finally {
      sockets.forEach((socket) => socket.disconnect());
      await server.stop();
    }
  } catch (err) {
    return errorRow(name, budget, err);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `node bench/realtime-fanout.ts`: this row alone. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const row = await runFanoutBench({ sockets: 2000, roomSize: 20, messages: 200, ratePerSecond: 5 });
  console.log(row);
}
