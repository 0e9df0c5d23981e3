import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.js';
import { listSchema } from '../../lib/pagination.js';
import { callerOf } from '../../plugins/auth.js';
import { requireSpace } from '../spaces/access.js';
import { publishedURLs } from '../spaces/published.js';
import { markdownDocument } from './markdown.js';
import { presentFile, presentPage, presentPageTree, presentRevision } from './present.js';
import {
  BacklinkListSchema,
  ContentParamsSchema,
  ContentQuerySchema,
  FileListQuerySchema,
  FileParamsSchema,
  FileSchema,
  LinkListSchema,
  LinksQuerySchema,
  PageGetQuerySchema,
  PageParamsSchema,
  PageSchema,
  PagesSchema,
  RevisionSchema,
} from './schema.js';
import * as content from './service.js';
import { renderBacklinks, renderLinks } from './view.js';

const tags = ['space content'];
const SPACE = '/v1/spaces/:spaceId';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const appOrigin = new URL(app.urls.base).origin;
  // Reading content needs the view permission on the space; a share key of a share-link
  // site showing the space opens it too (see spaces/access.ts).
  const read = async (
    request: { params: { spaceId: string }; query: { shareKey?: string } },
    userId: string,
  ) => {
    const access = await requireSpace(app.db, {
      spaceId: request.params.spaceId,
      userId,
      need: 'view',
      shareKey: request.query.shareKey,
    });
    // A deleted space shows only its settings (to those who may restore it), not its content.
    if (access.space.deletedAt) throw notFound('Space');
    return { access, revision: await content.getRevision(app.db, access.space) };
  };

  app.get(
    `${SPACE}/content`,
    {
      schema: {
        tags,
        summary: 'The live revision of a space: nested pages, files, reusable contents',
        params: ContentParamsSchema,
        querystring: ContentQuerySchema,
        response: { 200: RevisionSchema },
      },
    },
    async (request) => {
      const { access, revision } = await read(request, callerOf(request).userId);
      const { metadata } = request.query;
      const [pages, files, reusableContents, published] = await Promise.all([
        content.listPageRows(app.db, revision.id),
        content.listAllFiles(app.db, revision.id),
        content.listReusableContents(app.db, revision.id),
        publishedURLs(app.db, app.urls, access, [access.space.id], access.shareLink),
      ]);
      return presentRevision(
        app.urls,
        revision,
        {
          pages: presentPageTree(app.urls, access.space.id, pages, metadata),
          files,
          reusableContents,
        },
        {
          metadata,
          published: published.get(access.space.id),
          isPublic: access.space.visibility === 'public',
        },
      );
    },
  );

  app.get(
    `${SPACE}/content/pages`,
    {
      schema: {
        tags,
        summary: 'The nested page tree of the live revision',
        params: ContentParamsSchema,
        querystring: ContentQuerySchema,
        response: { 200: PagesSchema },
      },
    },
    async (request) => {
      const { access, revision } = await read(request, callerOf(request).userId);
      const rows = await content.listPageRows(app.db, revision.id);
      return { pages: presentPageTree(app.urls, access.space.id, rows, request.query.metadata) };
    },
  );

  app.get(
    `${SPACE}/content/page/:pageId`,
    {
      schema: {
        tags,
        summary: 'One page of the live revision with its markdown (or document) and children',
        params: PageParamsSchema,
        querystring: PageGetQuerySchema,
        response: { 200: PageSchema },
      },
    },
    async (request) => {
      const { access, revision } = await read(request, callerOf(request).userId);
      const { metadata, format } = request.query;
      const page = await content.getPage(app.db, revision.id, request.params.pageId);
      // Children: the page's descendants only, in one recursive query, nested under it.
      const children = presentPageTree(
        app.urls,
        access.space.id,
        await content.descendantRows(app.db, revision.id, page.pageId),
        metadata,
      );
      return presentPage(app.urls, access.space.id, page, {
        metadata,
        children,
        ...(format === 'document'
          ? { document: markdownDocument(page.markdown) }
          : { markdown: page.markdown }),
      });
    },
  );

  app.get(
    `${SPACE}/content/page/:pageId/links`,
    {
      schema: {
        tags,
        summary: 'Links of one page, classified ok / broken / in-app',
        params: PageParamsSchema,
        querystring: LinksQuerySchema,
        response: { 200: LinkListSchema },
      },
    },
    async (request) => {
      const { access, revision } = await read(request, callerOf(request).userId);
      await content.getPage(app.db, revision.id, request.params.pageId);
      const entries = await content.collectLinks(
        app.db,
        revision.id,
        appOrigin,
        request.params.pageId,
      );
      return renderLinks(app.db, app.urls, access, revision.id, entries, request.query.status);
    },
  );

  app.get(
    `${SPACE}/content/files`,
    {
      schema: {
        tags,
        summary: 'Files of the live revision',
        params: ContentParamsSchema,
        querystring: FileListQuerySchema,
        response: { 200: listSchema(FileSchema) },
      },
    },
    async (request) => {
      const { access, revision } = await read(request, callerOf(request).userId);
      const list = await content.listFiles(app.db, revision.id, request.query);
      return {
        ...list,
        items: list.items.map((f) =>
          presentFile(app.urls, access.space.id, f, request.query.metadata),
        ),
      };
    },
  );

  app.get(
    `${SPACE}/content/files/:fileId`,
    {
      schema: {
        tags,
        summary: 'One file of the live revision',
        params: FileParamsSchema,
        querystring: ContentQuerySchema,
        response: { 200: FileSchema },
      },
    },
    async (request) => {
      const { access, revision } = await read(request, callerOf(request).userId);
      return presentFile(
        app.urls,
        access.space.id,
        await content.getFile(app.db, revision.id, request.params.fileId),
        request.query.metadata,
      );
    },
  );

  app.get(
    `${SPACE}/content/files/:fileId/backlinks`,
    {
      schema: {
        tags,
        summary: 'Pages of the live revision that link to the file',
        params: FileParamsSchema,
        querystring: LinksQuerySchema.pick({ shareKey: true }),
        response: { 200: BacklinkListSchema },
      },
    },
    async (request) => {
      const { access, revision } = await read(request, callerOf(request).userId);
      const file = await content.getFile(app.db, revision.id, request.params.fileId);
      const pages = await content.fileBacklinks(app.db, revision.id, file, appOrigin);
      return renderBacklinks(app.db, app.urls, access, revision.id, pages);
    },
  );

  app.get(
    `${SPACE}/links`,
    {
      schema: {
        tags,
        summary: 'Links of every page of the live revision, classified ok / broken / in-app',
        params: ContentParamsSchema,
        querystring: LinksQuerySchema,
        response: { 200: LinkListSchema },
      },
    },
    async (request) => {
      const { access, revision } = await read(request, callerOf(request).userId);
      const entries = await content.collectLinks(app.db, revision.id, appOrigin);
      return renderLinks(app.db, app.urls, access, revision.id, entries, request.query.status);
    },
  );
};
