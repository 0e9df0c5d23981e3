// Configuration, parsed once at start-up. A bad value stops the server with a message
// naming the variable (the Epic Stack's env.server.ts pattern).
import { resolve } from 'node:path';
import { z } from 'zod';

const RepoRoot = resolve(import.meta.dirname, '..', '..');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public base URL every `urls` object is built from. Defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /** External PostgreSQL. When unset, an embedded server runs with its data in DATA_DIR/pg. */
  DATABASE_URL: z.string().startsWith('postgres').optional(),
  DATA_DIR: z.string().default(resolve(RepoRoot, '.data')),
  /** Where the local-disk blob store keeps files (uploaded and imported). Defaults to DATA_DIR/blobs. */
  BLOB_DIR: z.string().optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54320),
  /** Sessions end after this long without a request. */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(12 * 60),
  /** Sessions end this long after sign-in, whatever the activity. */
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .default(7 * 24),
  /** Largest accepted request body, in bytes. */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  /** Private key (JWK JSON, ES256) signing `serviceVisitorClaims`. Generated into DATA_DIR when unset. */
  VISITOR_CLAIMS_PRIVATE_JWK: z.string().optional(),
  /** Directory of the built dashboard served at `/`. */
  WEB_DIST_DIR: z.string().default(resolve(RepoRoot, 'web', 'dist')),
  /** Sign-in attempts allowed per client IP per minute (more: 429). */
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Let OpenAPI source fetching and website import reach loopback/private addresses (an on-premise spec server). Off by default. */
  FETCH_PRIVATE_ADDRESSES: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof EnvSchema> & { publicUrl: string; secureCookies: boolean };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const publicUrl = (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(
    /\/$/,
    '',
  );
  return { ...parsed.data, publicUrl, secureCookies: publicUrl.startsWith('https://') };
}
