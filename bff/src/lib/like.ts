/**
 * Escapes LIKE wildcards so user text matches literally: Prisma's `contains` passes `%` and
 * `_` through to (I)LIKE, where they would match anything.
 */
export function likeLiteral(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
