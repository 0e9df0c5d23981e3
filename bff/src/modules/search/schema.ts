import { z } from 'zod';
import { PaginationQuery } from '../../lib/pagination.js';
import { SpaceGetQuerySchema } from '../spaces/schema.js';

export const SearchSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  path: z
    .string()
    .describe(
      "The page path, then '#' and the section's anchor (none for the text before the first heading)",
    ),
  body: z.string().describe('A snippet of the section around the matched words'),
  urls: z.object({ app: z.string() }),
});

export const SearchPageResultSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    path: z.string(),
    sections: z
      .array(SearchSectionSchema)
      .describe('The best-matching sections of the page (up to 5), best first'),
    urls: z.object({ app: z.string() }),
  })
  .meta({ id: 'SearchPageResult' });

export const SearchSpaceResultSchema = z
  .object({
    id: z.string().describe('Space ID'),
    title: z.string(),
    pages: z
      .array(SearchPageResultSchema)
      .describe('The best-matching pages of the space (up to 10), best first'),
  })
  .meta({ id: 'SearchSpaceResult' });

export const SearchQuerySchema = PaginationQuery.extend({
  query: z
    .string()
    .trim()
    .min(1)
    .max(512)
    .describe('Words to find (web search syntax: "quoted phrase", -excluded, or)'),
});

export const SpaceSearchQuerySchema = SearchQuerySchema.extend(SpaceGetQuerySchema.shape);
