import path from 'node:path';
import { z } from 'zod';

const ZOptionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
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
  SEED: z.enum(['true', 'false']).default('true'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Which proxies may set X-Forwarded-For (rate limits and device IPs depend on it). */
  TRUST_PROXY: z
    .string()
    .trim()
    .min(1)
    .default('loopback')
    .transform((v): boolean | string => (v === 'true' ? true : v === 'false' ? false : v)),
});

export type Config = z.infer<typeof ZConfig> & { appUrl: string; dataDir: string; isProduction: boolean };

export class ConfigError extends Error {}

/** Parses the environment once at boot. A bad value stops start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    appUrl: (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    isProduction: c.NODE_ENV === 'production',
  };
}
