import path from 'node:path';
import { z } from 'zod';
import type { S3Options } from './storage-types.ts';

const ZOptionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

/** Unset when missing or blank (an `S3_PREFIX=` line in an env file means "none"). */
const ZOptionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const S3_BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
// Folders of plain names, like the stored names themselves (storage.ts): `ito/`, `prod/files/`.
const S3_PREFIX = /^([A-Za-z0-9][A-Za-z0-9._-]{0,127}\/)*$/;
/** `/ito` and `ito/` both mean `ito/`; `/` alone means no prefix. */
function normalizePrefix(v: string): string {
  const trimmed = v.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/` : '';
}

const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** Unset: loopback only outside production (nobody else can reach the dev mailbox), every interface in production. */
  HOST: ZOptionalText,
  /**
   * The dev mailbox (/api/dev/outbox: every reset link) and the movable clock. Unset: on outside production when the
   * server listens on loopback only; `false` turns them off; they never run in production or on another interface.
   */
  DEV_TOOLS: ZOptionalText.pipe(z.enum(['true', 'false']).optional()),
  DATA_DIR: z.string().min(1).default('./data'),
  APP_URL: ZOptionalUrl(['http', 'https']),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: ZOptionalUrl(['postgres', 'postgresql']),
  REDIS_URL: ZOptionalUrl(['redis', 'rediss']),
  SMTP_URL: ZOptionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().min(3).default('Intent to Outcomes <no-reply@intent-to-outcomes.local>'),
  CONTACT_EMAIL: z.email().default('team@intent-to-outcomes.local'),
  SENTRY_DSN: ZOptionalUrl(['http', 'https']),
  WEB_DIST: z.string().optional(),
  /** Serve the web build's source maps (`/assets/*.map`); off by default, as they show the source to anyone. */
  SOURCE_MAPS: z.enum(['true', 'false']).default('false'),
  SEED: z.enum(['true', 'false']).default('true'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Which proxies may set X-Forwarded-For (rate limits and device IPs depend on it). */
  TRUST_PROXY: z
    .string()
    .trim()
    .min(1)
    .default('loopback')
    .transform((v): boolean | string => (v === 'true' ? true : v === 'false' ? false : v)),
  /** Uploaded files go to this S3-compatible bucket (AWS, MinIO, R2...) instead of `DATA_DIR/files` when it is set. */
  S3_BUCKET: ZOptionalText.refine((v) => v === undefined || S3_BUCKET_NAME.test(v), {
    message: 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
  }),
  S3_ENDPOINT: ZOptionalUrl(['http', 'https']),
  S3_REGION: ZOptionalText,
  S3_ACCESS_KEY_ID: ZOptionalText,
  S3_SECRET_ACCESS_KEY: ZOptionalText,
  S3_FORCE_PATH_STYLE: ZOptionalText.pipe(z.enum(['true', 'false']).optional()),
  S3_PREFIX: ZOptionalText.refine((v) => v === undefined || (S3_PREFIX.test(normalizePrefix(v)) && !v.includes('..')), {
    message: 'must be folder names separated by "/" (letters, digits, ".", "_" and "-"), e.g. ito/',
  }),
  /** An OpenAI-compatible chat-completions API (`.../v1`): the agent composes plans with it, else the built-in planner. */
  AI_BASE_URL: ZOptionalUrl(['http', 'https']),
  AI_API_KEY: ZOptionalText,
  AI_MODEL: ZOptionalText,
  /** How long the model may take before the built-in planner answers instead. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(20_000),
  /** Stripe (DESIGN section 10): with a secret key the app takes payments through Stripe, else the built-in provider. */
  STRIPE_SECRET_KEY: ZOptionalText,
  /** Checks the signature of Stripe's webhooks; required with STRIPE_SECRET_KEY (webhooks are the source of truth). */
  STRIPE_WEBHOOK_SECRET: ZOptionalText,
  /** Checks the signature of Stripe's Connect webhooks (connected accounts' events) when that endpoint is another one. */
  STRIPE_CONNECT_WEBHOOK_SECRET: ZOptionalText,
  /** The browser's key for Stripe.js (`pk_...`). */
  STRIPE_PUBLISHABLE_KEY: ZOptionalText,
  /** Where the Stripe SDK sends its calls (a local server that speaks Stripe's protocol in tests); Stripe's own when unset. */
  STRIPE_API_BASE: ZOptionalUrl(['http', 'https']),
  /** The platform's fee on each sale, in basis points (1000 = 10%), shown to creators before they set a price. */
  PLATFORM_FEE_BPS: z.coerce.number().int().min(0).max(5000).default(1000),
  /** Days a creator's share waits (pending) before it can be paid out (available): refunds come from it meanwhile. */
  PAYOUT_HOLD_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  /** Longest chat message body, in characters (a longer one is a 422 on `body`). */
  CHAT_MESSAGE_MAX_LENGTH: z.coerce.number().int().min(1).max(100_000).default(2000),
  /** Chat messages one sender may post per minute, across rooms (then 429). */
  CHAT_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(30),
  /**
   * Prefix of the rate-limit counters in Redis. Processes that serve one site share it, so a limit holds across them;
   * a test app takes one of its own, so test files running side by side on one Redis never spend each other's budget.
   */
  RATE_LIMIT_NAMESPACE: z
    .string()
    .regex(/^[\w:.-]{1,100}$/)
    .default('ito-rate-limit-'),
  /** Writes a minute per caller and route for writes that declare no limit of their own. */
  WRITE_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(300),
  /**
   * Train the agent's request and safety classifiers right after listening (one at a time), so a person's first message
   * does not wait for them. Processes that never reach the agent (the two-process chat and startup tests) turn it off.
   */
  AGENT_WARMUP: z.enum(['true', 'false']).default('true'),
  /** How long a user with no open tab still shows as online (a reload or a network blip is not "offline"). */
  PRESENCE_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Images decoded at once in this process (each on one core, up to about 200 MB at the pixel cap). */
  IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** Images that may wait for a turn; an upload beyond that is a 429 with Retry-After. */
  IMAGE_QUEUE_LIMIT: z.coerce.number().int().min(0).max(1000).default(8),
  /**
   * Upload bytes this process receives at once (decision 062), counted by each request's declared length: beyond it an
   * upload is a 429 with Retry-After. At least one largest upload (64 MB and its multipart framing).
   */
  UPLOAD_BYTES_IN_FLIGHT: z.coerce
    .number()
    .int()
    .min(70 * 1024 * 1024)
    .max(64 * 1024 * 1024 * 1024)
    .default(256 * 1024 * 1024),
});

const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
] as const;

/** A half-configured bucket stops the start rather than quietly storing files on local disk. */
const ZCheckedConfig = ZConfig.superRefine((c, ctx) => {
  if (!c.S3_BUCKET) {
    const set = S3_SETTINGS.filter((name) => c[name] !== undefined);
    if (set.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: `required when other S3_* variables are set (${set.join(', ')})`,
      });
    return;
  }
  for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
    if (!c[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when S3_BUCKET is set' });
}).superRefine((c, ctx) => {
  if (c.STRIPE_SECRET_KEY && !c.STRIPE_WEBHOOK_SECRET)
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_WEBHOOK_SECRET'],
      message: 'required when STRIPE_SECRET_KEY is set',
    });
  if (!c.STRIPE_SECRET_KEY && (c.STRIPE_WEBHOOK_SECRET || c.STRIPE_PUBLISHABLE_KEY || c.STRIPE_CONNECT_WEBHOOK_SECRET))
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_SECRET_KEY'],
      message: 'required when other STRIPE_* variables are set',
    });
  if (c.AI_BASE_URL && !c.AI_MODEL)
    ctx.addIssue({ code: 'custom', path: ['AI_MODEL'], message: 'required when AI_BASE_URL is set' });
  if (!c.AI_BASE_URL && (c.AI_MODEL || c.AI_API_KEY))
    ctx.addIssue({ code: 'custom', path: ['AI_BASE_URL'], message: 'required when AI_MODEL or AI_API_KEY is set' });
});

export type Config = Omit<z.infer<typeof ZConfig>, 'HOST'> & {
  HOST: string;
  /** The dev mailbox and clock are served (outside production, on a loopback listener only). */
  devTools: boolean;
  appUrl: string;
  dataDir: string;
  isProduction: boolean;
  /** The bucket for uploaded files, or null for local disk. */
  s3: S3Options | null;
};

export class ConfigError extends Error {}

/** Parses the environment once at boot. A bad value stops start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZCheckedConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const isProduction = c.NODE_ENV === 'production';
  const host = c.HOST ?? (isProduction ? '0.0.0.0' : 'localhost');
  if (c.DEV_TOOLS === 'true' && (isProduction || !isLoopbackHost(host))) {
    throw new ConfigError(
      `Invalid configuration:\n  DEV_TOOLS: the dev mailbox and clock reveal reset links and move time, so they run only outside production on a loopback HOST (localhost, 127.0.0.1, ::1), not on ${isProduction ? 'NODE_ENV=production' : host}`,
    );
  }
  return {
    ...c,
    HOST: host,
    devTools: !isProduction && c.DEV_TOOLS !== 'false' && isLoopbackHost(host),
    dataDir: path.resolve(c.DATA_DIR),
    appUrl: (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    isProduction,
    s3: c.S3_BUCKET
      ? {
          endpoint: c.S3_ENDPOINT,
          bucket: c.S3_BUCKET,
          region: c.S3_REGION ?? 'us-east-1',
          accessKeyId: c.S3_ACCESS_KEY_ID!,
          secretAccessKey: c.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: c.S3_FORCE_PATH_STYLE === 'true',
          prefix: c.S3_PREFIX ? normalizePrefix(c.S3_PREFIX) : '',
        }
      : null,
  };
}

/** A listener nobody else on the network can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127(?:\.\d{1,3}){3}$/.test(h);
}
