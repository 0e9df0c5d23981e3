// Keyset pagination. `page` is an opaque cursor: the sort value and ID of the last item
// of the previous page, so each page is one indexed range scan however deep it goes.
import { z } from 'zod';
import { badRequest } from '../errors.js';

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

export const PaginationQuery = z.object({
  page: z
    .string()
    .max(2048)
    .optional()
    .describe("Opaque cursor from a previous response's `next.page`"),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(DEFAULT_PAGE_SIZE)
    .describe(`Items per page (default ${DEFAULT_PAGE_SIZE}, max ${MAX_PAGE_SIZE})`),
});

export type SortOrder = 'asc' | 'desc';
type Cursor = { v: string | number | null; id: string };

export function encodeCursor(value: Date | string | number | null, id: string): string {
  const v = value instanceof Date ? value.toISOString() : value;
  return Buffer.from(JSON.stringify({ v, id } satisfies Cursor)).toString('base64url');
}

export function decodeCursor(page: string | undefined): Cursor | null {
  if (!page) return null;
  try {
    const parsed = JSON.parse(Buffer.from(page, 'base64url').toString('utf8')) as Cursor;
    if (typeof parsed.id !== 'string') throw new Error('bad cursor');
    return parsed;
  } catch {
    throw badRequest('query.page', 'is not a page cursor returned by this endpoint');
  }
}

/**
 * Prisma `where` fragment selecting rows after the cursor in the order (field, id).
 * `isDate` turns the cursor's ISO string back into a Date for date columns.
 */
export function afterCursor(
  field: string,
  order: SortOrder,
  cursor: Cursor | null,
  isDate = false,
) {
  if (!cursor) return {};
  const op = order === 'asc' ? 'gt' : 'lt';
  const value = isDate && typeof cursor.v === 'string' ? new Date(cursor.v) : cursor.v;
  return { OR: [{ [field]: { [op]: value } }, { [field]: value, id: { [op]: cursor.id } }] };
}

export function orderByKeyset(field: string, order: SortOrder) {
  return field === 'id' ? [{ id: order }] : [{ [field]: order }, { id: order }];
}

export type ListEnvelope<T> = { items: T[]; count: number; next?: { page: string } };

/**
 * Runs a keyset page query: fetches limit + 1 rows to know whether a next page exists.
 * `sortValue` reads the sort field of a row for the next cursor.
 */
export async function paginate<Row extends { id: string }, Item>(opts: {
  limit: number;
  fetch: (take: number) => Promise<Row[]>;
  count: () => Promise<number>;
  sortValue: (row: Row) => Date | string | number | null;
  map: (row: Row) => Item;
}): Promise<ListEnvelope<Item>> {
  const [rows, count] = await Promise.all([opts.fetch(opts.limit + 1), opts.count()]);
  const hasMore = rows.length > opts.limit;
  const pageRows = hasMore ? rows.slice(0, opts.limit) : rows;
  const last = pageRows.at(-1);
  return {
    items: pageRows.map(opts.map),
    count,
    ...(hasMore && last ? { next: { page: encodeCursor(opts.sortValue(last), last.id) } } : {}),
  };
}

/** Response schema of a list envelope. */
export function listSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    count: z.number(),
    next: z.object({ page: z.string() }).optional(),
  });
}
