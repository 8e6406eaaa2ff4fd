import fs from 'node:fs';
import type pg from 'pg';
import { login, READER_EMAIL, WRITER_EMAIL } from './api-client.ts';
import { percentile, runLoad, type LoadRequest, type LoadStats } from './load.ts';
import { withClient } from './postgres.ts';
import { applyHealthRatio, errorRow, latencyRow, type BenchRow } from './report.ts';
import type { LoadSettings } from './api-reads.ts';

/** DESIGN 12: checkout (order, local charge, fulfilment), 50 clients, PostgreSQL. */
export const CHECKOUT_BUDGET_MS = 60;
/** DESIGN 12: a creator's balances with 1,000,000 ledger entries. */
export const BALANCES_BUDGET_MS = 25;

export type CommerceSettings = LoadSettings & {
  /** Buyers seeded straight into `users` (registration is rate limited), each signed in through the real login. */
  buyers: number;
  /** Published paid programs, sold by `creators` creators. */
  programs: number;
  creators: number;
  /** Ledger entries on the measured creator's two accounts (pending and available). */
  ledgerEntries: number;
};

/**
 * `POST /api/orders/:id/pay` allows 20 a minute per address (each buyer has its own, as real buyers do), so a buyer
 * makes at most this many purchases in a run; the run ends when the purchases run out.
 */
const PURCHASES_PER_BUYER = 19;
const LOGIN_CONCURRENCY = 8;
const PRICES_MINOR = [999, 1999, 2999, 4999];

type Buyer = { token: string; address: string; card: string };

export const checkoutName = (s: Pick<CommerceSettings, 'connections'>) =>
  `checkout (order, local charge, fulfilment), ${s.connections} clients [postgres]`;
export const balancesName = (s: Pick<CommerceSettings, 'ledgerEntries'>) =>
  `GET /api/creator/balances, ${s.ledgerEntries.toLocaleString('en-US')} ledger entries [postgres]`;

/**
 * Both commerce rows on one server over one throwaway PostgreSQL database: the health floor, the checkout, then the
 * ledger seeded and a creator's balances. Each row shows its p95 as a ratio to that health floor.
 */
export async function runCommerceBenches(
  server: { url: string; pid: number | undefined },
  databaseUrl: string,
  settings: CommerceSettings,
): Promise<BenchRow[]> {
  const baseUrl = server.url;
  let health: BenchRow;
  try {
    // The floor of this machine at this moment, measured on this server as the read rows do; not a row of its own.
    health = latencyRow('GET /api/health [commerce floor]', BALANCES_BUDGET_MS, await measure(baseUrl, settings));
    console.log(`  health floor: ${health.measured}`);
  } catch (err) {
    return [
      errorRow(checkoutName(settings), `p95 <= ${CHECKOUT_BUDGET_MS} ms`, err),
      errorRow(balancesName(settings), `p95 <= ${BALANCES_BUDGET_MS} ms`, err),
    ];
  }
  const checkout = await runCheckoutBench(baseUrl, databaseUrl, settings, server.pid);
  console.log(`  ${checkout.name}: ${checkout.measured} ${checkout.status}`);
  const balances = await runBalancesBench(baseUrl, databaseUrl, settings);
  console.log(`  ${balances.name}: ${balances.measured} ${balances.status}`);
  const rows = [health, checkout, balances];
  // The checkout is a write (ratio shown, not judged); the balances are a read, judged at 3x as every read is.
  applyHealthRatio(rows, (row) => row === balances);
  const floor = `health floor on this server p95 ${Number(health.data?.p95).toFixed(1)} ms`;
  for (const row of [checkout, balances]) {
    if (!row.note?.includes("the health row's")) row.note = [row.note, floor].filter(Boolean).join('; ');
  }
  return [checkout, balances];
}

function measure(baseUrl: string, settings: LoadSettings): Promise<LoadStats> {
  const requests: LoadRequest[] = [{ method: 'GET', path: '/api/health' }];
  const run = (seconds: number) => runLoad({ url: baseUrl, connections: settings.connections, seconds, requests });
  return (settings.warmupSeconds > 0 ? run(settings.warmupSeconds) : Promise.resolve()).then(() =>
    run(settings.seconds),
  );
}

/**
 * Many creators, many paid programs and many buyers, inserted straight into the database the server runs on: the
 * buyers share the demo accounts' password hash so that they sign in through the real login.
 */
async function seedCheckout(databaseUrl: string, settings: CommerceSettings, runId: string): Promise<string[]> {
  return withClient(databaseUrl, async (c) => {
    const hash = await c.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [
      READER_EMAIL,
    ]);
    const passwordHash = hash.rows[0]?.password_hash;
    if (!passwordHash) throw new Error(`${READER_EMAIL} is not seeded`);
    await c.query(
      `INSERT INTO users (email, full_name, username, password_hash, email_verified_at, roles, referral_code)
       SELECT 'bench-creator-' || $2 || '-' || g || '@bench.test', 'Bench Creator ' || g, 'bc' || $2 || g, $1, now(),
              '{user,expert}', 'bc' || $2 || g
       FROM generate_series(1, $3::int) g`,
      [passwordHash, runId, settings.creators],
    );
    await c.query(
      `INSERT INTO users (email, full_name, password_hash, email_verified_at, referral_code)
       SELECT 'bench-buyer-' || $2 || '-' || g || '@bench.test', 'Bench Buyer ' || g, $1, now(), 'bb' || $2 || g
       FROM generate_series(1, $3::int) g`,
      [passwordHash, runId, settings.buyers],
    );
    const programs = await c.query<{ id: string }>(
      `WITH creators AS (
         SELECT id, row_number() OVER (ORDER BY email) - 1 AS n FROM users WHERE email LIKE 'bench-creator-' || $1 || '-%'
       )
       INSERT INTO programs (creator_id, title, slug, shortcode, secret, status, access, price_minor, currency,
                             published_at)
       SELECT creators.id, 'Paid Program ' || g, 'bench-paid-' || $1 || '-' || g, md5($1 || 's' || g),
              md5($1 || 'x' || g), 'published', 'paid', ($4::int[])[1 + g % cardinality($4::int[])], 'USD', now()
       FROM generate_series(0, $2::int - 1) g JOIN creators ON creators.n = g % $3
       RETURNING id`,
      [runId, settings.programs, settings.creators, PRICES_MINOR],
    );
    return programs.rows.map((r) => r.id);
  });
}

async function post(baseUrl: string, path: string, token: string, address: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': address },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** Signs every buyer in and types one card each into the built-in provider's form, all before timing starts. */
async function prepareBuyers(baseUrl: string, settings: CommerceSettings, runId: string): Promise<Buyer[]> {
  const buyers: Buyer[] = [];
  const expYear = new Date().getUTCFullYear() + 2;
  let next = 0;
  const worker = async () => {
    while (next < settings.buyers) {
      const i = next++;
      // Each buyer comes from an address of its own: the card form and the pay route are limited per address.
      const address = `10.77.${(i >> 8) & 255}.${i & 255}`;
      const token = await login(baseUrl, `bench-buyer-${runId}-${i + 1}@bench.test`);
      const created = (await post(baseUrl, '/api/payments/local/payment-methods', token, address, {
        number: '4242424242424242',
        exp_month: 12,
        exp_year: expYear,
        cvc: '123',
      })) as { data: { id: string } };
      buyers.push({ token, address, card: created.data.id });
    }
  };
  await Promise.all(Array.from({ length: LOGIN_CONCURRENCY }, worker));
  return buyers;
}

/**
 * DESIGN 12: checkout p95 <= 60 ms with 50 clients on PostgreSQL. One sample is one purchase timed end to end: its
 * `POST /api/orders` and its `POST /api/orders/:id/pay` (built-in provider, a card made beforehand), sent back to back
 * on one connection, the sample being the sum of the two response times. Each pay answer must say `paid`. The
 * purchases are dealt round robin over the buyers, each buying programs it does not own yet.
 */
export async function runCheckoutBench(
  baseUrl: string,
  databaseUrl: string,
  settings: CommerceSettings,
  serverPid?: number,
): Promise<BenchRow> {
  const name = checkoutName(settings);
  try {
    const runId = Date.now().toString(36);
    const setupStart = Date.now();
    const programIds = await seedCheckout(databaseUrl, settings, runId);
    const buyers = await prepareBuyers(baseUrl, settings, runId);
    const setupSeconds = (Date.now() - setupStart) / 1000;
    console.log(
      `  seeded ${settings.creators} creators, ${programIds.length} paid programs, ${buyers.length} buyers ` +
        `(signed in, one card each) in ${setupSeconds.toFixed(1)} s`,
    );
    const perBuyer = Math.min(PURCHASES_PER_BUYER, programIds.length);
    const purchases = buyers.length * perBuyer;
    let dealt = 0;
    const nextPurchase = () => {
      const n = dealt++;
      if (n >= purchases) return null;
      const b = n % buyers.length;
      const k = Math.floor(n / buyers.length);
      // Buyer b's k-th purchase: distinct programs for one buyer, spread over all programs across buyers.
      return { buyer: buyers[b]!, program: programIds[(b * 7 + k) % programIds.length]! };
    };

    type Context = { buyer?: Buyer; orderId?: string; orderMs?: number };
    // autocannon calls a request's onResponse and then emits 'response' with its time, synchronously: the step is
    // handed over between the two.
    let last: { step: 'order' | 'pay'; context: Context } | null = null;
    let notPaid = 0;
    const orderTimes: number[] = [];
    const payTimes: number[] = [];
    const requests: LoadRequest[] = [
      {
        method: 'POST',
        path: '/api/orders',
        setupRequest: (req, context: Context) => {
          const purchase = nextPurchase();
          // Out of purchases: a request nobody counts (the run stops at maxRequests before it is sent).
          const chosen = purchase ?? { buyer: buyers[0]!, program: programIds[0]! };
          context.buyer = chosen.buyer;
          return {
            ...req,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${chosen.buyer.token}`,
              'x-forwarded-for': chosen.buyer.address,
            },
            body: JSON.stringify({ item_type: 'program', item_id: chosen.program }),
          };
        },
        onResponse: (status, body, context: Context) => {
          context.orderId = status === 201 ? (JSON.parse(body) as { data: { id: string } }).data.id : undefined;
          last = { step: 'order', context };
        },
      },
      {
        method: 'POST',
        setupRequest: (req, context: Context) => ({
          ...req,
          path: `/api/orders/${context.orderId ?? '00000000-0000-4000-8000-000000000000'}/pay`,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${context.buyer?.token}`,
            'x-forwarded-for': context.buyer?.address ?? '',
          },
          body: JSON.stringify({ payment_method: context.buyer?.card }),
        }),
        onResponse: (status, body, context: Context) => {
          const paid = status === 200 && (JSON.parse(body) as { data: { status: string } }).data.status === 'paid';
          if (!paid) notPaid++;
          last = { step: 'pay', context };
        },
      },
    ];
    const sample = (responseTime: number): number | undefined => {
      const step = last;
      last = null;
      if (!step) return undefined;
      if (step.step === 'order') {
        step.context.orderMs = responseTime;
        orderTimes.push(responseTime);
        return undefined;
      }
      payTimes.push(responseTime);
      return (step.context.orderMs ?? Number.NaN) + responseTime;
    };
    // autocannon builds each connection's next request ahead: leave that many purchases unused.
    const spare = 2 * settings.connections;
    const load = (seconds: number, maxPurchases: number) =>
      runLoad({
        url: baseUrl,
        connections: settings.connections,
        seconds,
        maxRequests: 2 * maxPurchases,
        requests,
        sample,
      });
    if (settings.warmupSeconds > 0) await load(settings.warmupSeconds, Math.floor((purchases - spare) / 4));
    dealt = Math.ceil(dealt / buyers.length) * buyers.length;
    orderTimes.length = 0;
    payTimes.length = 0;
    notPaid = 0;
    const left = purchases - dealt - spare;
    if (left < settings.connections) throw new Error(`only ${left} purchases left for the measured run`);
    const cpuBefore = processCpuMs(serverPid);
    const stats = await load(settings.seconds, left);
    const cpuAfter = processCpuMs(serverPid);
    // The server's own CPU time per purchase: what one checkout costs whatever the queueing.
    const serverCpuMs =
      cpuBefore !== null && cpuAfter !== null && stats.requests > 0
        ? (cpuAfter - cpuBefore) / stats.requests
        : Number.NaN;
    const paidOrders = await withClient(databaseUrl, (c) =>
      c.query<{ n: string }>(`SELECT count(*) AS n FROM orders WHERE status = 'paid'`),
    );
    const sorted = (values: number[]) => Float64Array.from(values).sort();
    const split = {
      order_p95: percentile(sorted(orderTimes), 95),
      pay_p95: percentile(sorted(payTimes), 95),
    };
    const row = latencyRow(name, CHECKOUT_BUDGET_MS, stats, {
      note:
        `${stats.requests} purchases (order + pay, timed end to end; checkouts/s shown as req/s); ` +
        `order alone p95 ${split.order_p95.toFixed(1)} ms, pay alone p95 ${split.pay_p95.toFixed(1)} ms; ` +
        `server CPU ${serverCpuMs.toFixed(1)} ms per purchase; ` +
        `${buyers.length} buyers, ${programIds.length} programs of ${settings.creators} creators`,
    });
    row.data = {
      ...row.data,
      ...split,
      buyers: buyers.length,
      programs: programIds.length,
      creators: settings.creators,
      setup_seconds: setupSeconds,
      server_cpu_ms_per_purchase: serverCpuMs,
      orders_paid_in_database: Number(paidOrders.rows[0]?.n),
    };
    if (notPaid > 0) return { ...row, status: 'ERROR', note: `${notPaid} pay answers were not paid; ${row.note}` };
    return row;
  } catch (err) {
    return errorRow(name, `p95 <= ${CHECKOUT_BUDGET_MS} ms`, err);
  }
}

/** User plus system CPU time of a process from /proc (Linux), in ms; null elsewhere. */
function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks (100 a second).
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** The balances query of `creatorBalances` (apps/server/src/modules/commerce/ledger-store.ts), as the server runs it. */
const BALANCES_SQL = `SELECT account, currency, balance FROM ledger_balances WHERE account IN ($1, $2)`;

/**
 * Seeds the ledger in batches, one database transaction each, with `generate_series`: the measured creator's pending
 * and available accounts end up holding `entries` entries (payments of 4 entries with one on pending; releases of 2
 * entries, pending to available), and other creators get a tenth as many payments again. Every transaction balances
 * by construction (share = amount - platform fee - provider fee). The deferred balance trigger is skipped for the
 * bulk load (`session_replication_role = replica`), and one query checks afterwards that every transaction sums to
 * zero per currency. The creators' running totals (`ledger_balances`), which the skipped statement trigger keeps, are
 * then filled from the entries in one statement, as the migration would for existing data.
 */
async function seedLedger(
  databaseUrl: string,
  creatorId: string,
  entries: number,
): Promise<{ seconds: number; totalEntries: number; transactions: number }> {
  const started = performance.now();
  // Creator entries = payments + 2 * releases: 40 % of them from payments, 60 % from releases of the first payments.
  const payments = Math.round(entries * 0.4);
  const releases = Math.floor((entries - payments) / 2);
  const otherPayments = Math.round(entries / 10);
  const creatorPayments = payments + (entries - payments - 2 * releases);
  const BATCH = 100_000;
  // amount, platform fee (10 %), provider fee (30 + 2.9 %) and share of payment g, all in minor units.
  const amount = `(999 + (g % 5) * 500)`;
  const fee = `(${amount} / 10)`;
  const providerFee = `(30 + ${amount} * 29 / 1000)`;
  const share = `(${amount} - ${fee} - ${providerFee})`;
  // A tenth of the sales in euros, so the answer has two currencies; spread over the last year.
  const currency = `(CASE WHEN g % 10 = 0 THEN 'EUR' ELSE 'USD' END)`;
  const at = `(now() - (g % 525600) * interval '1 minute')`;
  const batch = async (
    c: pg.Client,
    kind: string,
    key: string,
    from: number,
    to: number,
    creator: string,
    lines: string,
  ) => {
    await c.query('BEGIN');
    await c.query(
      `INSERT INTO ledger_transactions (id, kind, source_key, created_at, updated_at)
       SELECT md5($1 || g)::uuid, $2, $1 || g, ${at}, ${at} FROM generate_series($3::int, $4::int) g`,
      [key, kind, from, to],
    );
    await c.query(
      `INSERT INTO ledger_entries (transaction_id, account, amount, currency, created_at)
       SELECT md5($1 || g)::uuid, e.account, e.amount, ${currency}, ${at}
       FROM generate_series($2::int, $3::int) g, LATERAL (VALUES ${lines}) AS e(account, amount)`,
      [key, from, to, creator],
    );
    await c.query('COMMIT');
  };
  const paymentLines = (creator: string) =>
    `('provider_clearing:local', ${amount}), ('creator_pending:' || ${creator}, -${share}),
     ('platform_fees', -${fee}), ('provider_fees:local', -${providerFee})`;
  const releaseLines = `('creator_pending:' || $4, ${share}), ('creator_available:' || $4, -${share})`;
  return withClient(databaseUrl, async (c) => {
    await c.query(`SET session_replication_role = replica`);
    const key = `bench-${Date.now().toString(36)}-`;
    for (let from = 1; from <= creatorPayments; from += BATCH) {
      await batch(
        c,
        'payment',
        `${key}p`,
        from,
        Math.min(from + BATCH - 1, creatorPayments),
        creatorId,
        paymentLines('$4'),
      );
    }
    for (let from = 1; from <= releases; from += BATCH) {
      await batch(c, 'release', `${key}r`, from, Math.min(from + BATCH - 1, releases), creatorId, releaseLines);
    }
    // Other creators: 500 of them, ids made up (an account name is only a string), a tenth as many sales in all.
    const other = `md5($4 || (g % 500))::uuid::text`;
    for (let from = 1; from <= otherPayments; from += BATCH) {
      await batch(
        c,
        'payment',
        `${key}o`,
        from,
        Math.min(from + BATCH - 1, otherPayments),
        'bench-other-',
        paymentLines(other),
      );
    }
    await c.query(`SET session_replication_role = DEFAULT`);
    await c.query(
      `INSERT INTO ledger_balances (account, currency, balance, entries)
       SELECT account, currency, sum(amount), count(*) FROM ledger_entries WHERE account LIKE 'creator\\_%'
       GROUP BY account, currency
       ON CONFLICT (account, currency) DO UPDATE SET balance = EXCLUDED.balance, entries = EXCLUDED.entries`,
    );
    const unbalanced = await c.query<{ n: string }>(
      `SELECT count(*) AS n FROM (SELECT 1 FROM ledger_entries GROUP BY transaction_id, currency HAVING sum(amount) <> 0) t`,
    );
    if (Number(unbalanced.rows[0]?.n) !== 0)
      throw new Error(`${unbalanced.rows[0]?.n} seeded transactions do not balance`);
    // As autovacuum would after a bulk load: statistics, and the visibility map for index-only scans.
    await c.query('VACUUM ANALYZE ledger_transactions, ledger_entries');
    const counts = await c.query<{ entries: string; transactions: string }>(
      `SELECT (SELECT count(*) FROM ledger_entries) AS entries, (SELECT count(*) FROM ledger_transactions) AS transactions`,
    );
    return {
      seconds: (performance.now() - started) / 1000,
      totalEntries: Number(counts.rows[0]?.entries),
      transactions: Number(counts.rows[0]?.transactions),
    };
  });
}

/**
 * DESIGN 12: a creator's balances with 1,000,000 ledger entries, p95 <= 25 ms (and <= 3x health, as every read).
 * The measured creator is the demo expert, whose two accounts hold all `ledgerEntries` entries; 50 clients share
 * its session, as the read rows share theirs. The query's plan is printed and kept in results.json.
 */
export async function runBalancesBench(
  baseUrl: string,
  databaseUrl: string,
  settings: CommerceSettings,
): Promise<BenchRow> {
  const name = balancesName(settings);
  try {
    const creator = await withClient(databaseUrl, (c) =>
      c.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [WRITER_EMAIL]),
    );
    const creatorId = creator.rows[0]?.id;
    if (!creatorId) throw new Error(`${WRITER_EMAIL} is not seeded`);
    console.log(`  seeding the ledger: ${settings.ledgerEntries.toLocaleString('en-US')} entries on one creator ...`);
    const seed = await seedLedger(databaseUrl, creatorId, settings.ledgerEntries);
    console.log(
      `  seeded ${seed.totalEntries.toLocaleString('en-US')} entries in ${seed.transactions.toLocaleString('en-US')} ` +
        `transactions in ${seed.seconds.toFixed(1)} s (all balanced)`,
    );
    const accounts = [`creator_pending:${creatorId}`, `creator_available:${creatorId}`];
    const plan = await withClient(databaseUrl, async (c) => {
      const held = await c.query<{ n: string }>(
        'SELECT count(*) AS n FROM ledger_entries WHERE account IN ($1, $2)',
        accounts,
      );
      const explained = await c.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${BALANCES_SQL}`, accounts);
      return { held: Number(held.rows[0]?.n), lines: explained.rows.map((r) => r['QUERY PLAN']) };
    });
    console.log(`  the creator's accounts hold ${plan.held.toLocaleString('en-US')} entries; EXPLAIN ANALYZE:`);
    for (const line of plan.lines) console.log(`    ${line}`);
    const token = await login(baseUrl, WRITER_EMAIL);
    const requests: LoadRequest[] = [
      { method: 'GET', path: '/api/creator/balances', headers: { authorization: `Bearer ${token}` } },
    ];
    if (settings.warmupSeconds > 0) {
      await runLoad({ url: baseUrl, connections: settings.connections, seconds: settings.warmupSeconds, requests });
    }
    const stats = await runLoad({
      url: baseUrl,
      connections: settings.connections,
      seconds: settings.seconds,
      requests,
    });
    const row = latencyRow(name, BALANCES_BUDGET_MS, stats, {
      note:
        `${plan.held.toLocaleString('en-US')} entries on the creator's pending and available accounts, ` +
        `${seed.totalEntries.toLocaleString('en-US')} in the table; seeded in ${seed.seconds.toFixed(1)} s; ` +
        `query alone: ${plan.lines.find((l) => l.startsWith('Execution Time')) ?? '?'}`,
    });
    row.data = {
      ...row.data,
      creator_entries: plan.held,
      table_entries: seed.totalEntries,
      transactions: seed.transactions,
      seed_seconds: seed.seconds,
      explain_analyze: plan.lines,
    };
    return row;
  } catch (err) {
    return errorRow(name, `p95 <= ${BALANCES_BUDGET_MS} ms`, err);
  }
}
