/**
 * zod compiles a fast path for object schemas with `new Function`, after probing whether eval is allowed. Under the
 * page's content security policy (`script-src 'self'`, no 'unsafe-eval'; decision 026) the probe itself is reported
 * as a violation, so zod runs without it. Set through zod's shared global config (what `z.config()` writes) so that
 * the first screen does not have to import zod (decision 010); imported first in `main.tsx`, before any schema.
 */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

const scope = globalThis as ZodGlobal;
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });

export {};
