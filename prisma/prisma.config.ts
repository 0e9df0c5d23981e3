// Prisma CLI configuration. The CLI runs offline only with the JS engine and a driver
// adapter (see DESIGN.md "Data"): the adapter decides which database migrations touch.
import { PrismaPg } from '@prisma/adapter-pg';
import type { PrismaConfig } from 'prisma';

// The datasource url must resolve whenever the CLI runs, or it tries to download engines.
process.env.DATABASE_URL ??= 'postgresql://placeholder@localhost:5432/placeholder';

export default {
  experimental: { adapter: true },
  engine: 'js',
  schema: 'schema.prisma',
  migrations: { path: 'migrations' },
  adapter: async () => new PrismaPg({ connectionString: process.env.DATABASE_URL }),
} satisfies PrismaConfig;
