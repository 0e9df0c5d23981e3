// Change requests of a space (CR = SPACE/change-requests/{changeRequestId}, the ID or the
// number), their content (reads mirror SPACE/content on the request's revision; page writes are
// our extension), update from live content and merge into it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../errors.js';
import { listSchema } from '../../lib/pagination.js';
import { callerOf } from '../../plugins/auth.js';
import { ChangeRequestPolicy } from '../../policies/change-request.js';
import { markdownDocument } from '../content/markdown.js';
import { presentFile, presentPage, presentPageTree, presentRevision } from '../content/present.js';
import {
  BacklinkListSchema,
  ContentQuerySchema,
  FileListQuerySchema,
  FileSchema,
  LinkListSchema,
  LinksQuerySchema,
  PageGetQuerySchema,
  PageSchema,
  PagesSchema,
  RevisionSchema,
} from '../content/schema.js';
import { renderBacklinks, renderLinks } from '../content/view.js';
import * as content from '../content/service.js';
import { requireSpace, type SpaceNeed } from '../spaces/access.js';
import { publishedURLs } from '../spaces/published.js';
import { SpaceParamsSchema } from '../spaces/schema.js';
import { presentChangeRequest, type ChangeRequestRow } from './present.js';
import {
  ChangeRequestCreateSchema,
  ChangeRequestFileParamsSchema,
  ChangeRequestListQuerySchema,
  ChangeRequestMergeResultSchema,
  ChangeRequestPageCreateSchema,
  ChangeRequestPageParamsSchema,
  ChangeRequestPageUpdateSchema,
  ChangeRequestParamsSchema,
  ChangeRequestPdfDownloadQuerySchema,
  ChangeRequestPdfQuerySchema,
  ChangeRequestPdfSchema,
  ChangeRequestSchema,
  ChangeRequestUpdateResultSchema,
  ChangeRequestUpdateSchema,
} from './schema.js';
import { renderRevisionPdf } from './pdf.js';
import * as crs from './service.js';
import { inlineDisposition } from '../files/routes.js';

const tags = ['change requests'];
const LIST = '/v1/spaces/:spaceId/change-requests';
const CR = `${LIST}/:changeRequestId`;
// Content reads of a change request take no share key: change requests are not published.
const ContentQuery = ContentQuerySchema.omit({ shareKey: true });

export const changeRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const appOrigin = new URL(app.urls.base).origin;
  /** The space for a caller who needs `need` on it; its deleted state hides its change requests. */
  async function space(spaceId: string, userId: string, need: SpaceNeed) {
    const access = await requireSpace(app.db, { spaceId, userId, need });
    if (access.space.deletedAt) throw notFound('Space');
    return access;
  }
  async function changeRequest(
    params: { spaceId: string; changeRequestId: string },
    userId: string,
    need: SpaceNeed = 'view',
  ) {
    const access = await space(params.spaceId, userId, need);
    return {
      access,
      cr: await crs.getChangeRequest(app.db, access.space.id, params.changeRequestId),
    };
  }
  const present = async (cr: ChangeRequestRow) =>
    presentChangeRequest(app.urls, cr, await crs.liveRevisionId(app.db, cr.spaceId));

  app.get(
    LIST,
    {
      schema: {
        tags,
        summary: 'List change requests of a space, newest first',
        params: SpaceParamsSchema,
        querystring: ChangeRequestListQuerySchema,
        response: { 200: listSchema(ChangeRequestSchema) },
      },
    },
    async (request) => {
      const { space: s } = await space(request.params.spaceId, callerOf(request).userId, 'view');
      const list = await crs.listChangeRequests(app.db, s.id, request.query);
      return {
        ...list,
        items: list.items.map((cr) => presentChangeRequest(app.urls, cr, s.revisionId)),
      };
    },
  );

  app.post(
    LIST,
    {
      schema: {
        tags,
        summary: 'Create a draft change request from the live content (edit role)',
        params: SpaceParamsSchema,
        body: ChangeRequestCreateSchema,
        response: { 201: ChangeRequestSchema },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const { space: s } = await space(request.params.spaceId, userId, 'edit');
      const cr = await crs.createChangeRequest(app.db, s.id, userId, request.body);
      return reply.code(201).send(await present(cr));
    },
  );

  app.get(
    CR,
    {
      schema: {
        tags,
        summary: 'Get a change request by ID or number',
        params: ChangeRequestParamsSchema,
        response: { 200: ChangeRequestSchema },
      },
    },
    async (request) => present((await changeRequest(request.params, callerOf(request).userId)).cr),
  );

  app.patch(
    CR,
    {
      schema: {
        tags,
        summary:
          'Change the subject or status (draft, open, archived) of a change request (edit role)',
        params: ChangeRequestParamsSchema,
        body: ChangeRequestUpdateSchema,
        response: { 200: ChangeRequestSchema },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const { cr } = await changeRequest(request.params, userId, 'edit');
      return present(await crs.updateChangeRequest(app.db, cr.id, userId, request.body));
    },
  );

  app.post(
    `${CR}/update`,
    {
      schema: {
        tags,
        summary: 'Pull live content into the change request (three-way merge per page; edit role)',
        params: ChangeRequestParamsSchema,
        response: { 200: ChangeRequestUpdateResultSchema },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const { cr } = await changeRequest(request.params, userId, 'edit');
      return crs.updateFromLive(app.db, cr.id, userId);
    },
  );

  app.post(
    `${CR}/merge`,
    {
      schema: {
        tags,
        summary: 'Merge the change request into live content (review role)',
        params: ChangeRequestParamsSchema,
        response: { 200: ChangeRequestMergeResultSchema },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const { access, cr } = await changeRequest(request.params, userId, 'view');
      if (!ChangeRequestPolicy.merge(access.role))
        throw forbidden(
          'Your role on this space does not allow you to merge change requests: it needs review',
        );
      return crs.mergeIntoLive(app.db, cr.id, userId);
    },
  );

  // ---- Content reads: the space content endpoints on the change request's revision -------

  async function revisionOf(params: { spaceId: string; changeRequestId: string }, userId: string) {
    const { access, cr } = await changeRequest(params, userId);
    const revision = await content.getRevision(app.db, { revisionId: cr.revisionId });
    return { access, cr, revision };
  }

  app.get(
    `${CR}/content`,
    {
      schema: {
        tags,
        summary: 'The revision of a change request: nested pages, files, reusable contents',
        params: ChangeRequestParamsSchema,
        querystring: ContentQuery,
        response: { 200: RevisionSchema },
      },
    },
    async (request) => {
      const { access, revision } = await revisionOf(request.params, callerOf(request).userId);
      const { metadata } = request.query;
      const [pages, files, reusableContents, published] = await Promise.all([
        content.listPageRows(app.db, revision.id),
        content.listAllFiles(app.db, revision.id),
        content.listReusableContents(app.db, revision.id),
        publishedURLs(app.db, app.urls, access, [access.space.id]),
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
    `${CR}/content/pages`,
    {
      schema: {
        tags,
        summary: 'The nested page tree of a change request',
        params: ChangeRequestParamsSchema,
        querystring: ContentQuery,
        response: { 200: PagesSchema },
      },
    },
    async (request) => {
      const { access, revision } = await revisionOf(request.params, callerOf(request).userId);
      return {
        pages: presentPageTree(
          app.urls,
          access.space.id,
          await content.listPageRows(app.db, revision.id),
          request.query.metadata,
        ),
      };
    },
  );

  app.get(
    `${CR}/content/page/:pageId`,
    {
      schema: {
        tags,
        summary: 'One page of a change request with its markdown (or document) and children',
        params: ChangeRequestPageParamsSchema,
        querystring: PageGetQuerySchema.omit({ shareKey: true }),
        response: { 200: PageSchema },
      },
    },
    async (request) => {
      const { access, revision } = await revisionOf(request.params, callerOf(request).userId);
      const { metadata, format } = request.query;
      const page = await content.getPage(app.db, revision.id, request.params.pageId);
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
    `${CR}/content/files`,
    {
      schema: {
        tags,
        summary: 'Files of a change request',
        params: ChangeRequestParamsSchema,
        querystring: FileListQuerySchema.omit({ shareKey: true }),
        response: { 200: listSchema(FileSchema) },
      },
    },
    async (request) => {
      const { access, revision } = await revisionOf(request.params, callerOf(request).userId);
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
    `${CR}/content/files/:fileId`,
    {
      schema: {
        tags,
        summary: 'One file of a change request',
        params: ChangeRequestFileParamsSchema,
        querystring: ContentQuery,
        response: { 200: FileSchema },
      },
    },
    async (request) => {
      const { access, revision } = await revisionOf(request.params, callerOf(request).userId);
      return presentFile(
        app.urls,
        access.space.id,
        await content.getFile(app.db, revision.id, request.params.fileId),
        request.query.metadata,
      );
    },
  );

  app.get(
    `${CR}/content/page/:pageId/links`,
    {
      schema: {
        tags,
        summary: 'Links of one page of a change request, classified ok / broken / in-app',
        params: ChangeRequestPageParamsSchema,
        querystring: LinksQuerySchema.omit({ shareKey: true }),
        response: { 200: LinkListSchema },
      },
    },
    async (request) => {
      const { access, revision } = await revisionOf(request.params, callerOf(request).userId);
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
    `${CR}/content/files/:fileId/backlinks`,
    {
      schema: {
        tags,
        summary: 'Pages of a change request that link to the file',
        params: ChangeRequestFileParamsSchema,
        response: { 200: BacklinkListSchema },
      },
    },
    async (request) => {
      const { access, revision } = await revisionOf(request.params, callerOf(request).userId);
      const file = await content.getFile(app.db, revision.id, request.params.fileId);
      return renderBacklinks(
        app.db,
        app.urls,
        access,
        revision.id,
        await content.fileBacklinks(app.db, revision.id, file, appOrigin),
      );
    },
  );

  // ---- Page writes (our extension): each makes a new revision of the change request -------

  const presentWritten = (
    spaceId: string,
    page: Parameters<typeof presentPage>[2] & { markdown: string },
  ) => presentPage(app.urls, spaceId, page, { metadata: true, markdown: page.markdown });

  app.post(
    `${CR}/content/pages`,
    {
      schema: {
        tags,
        summary: 'Add a page to a change request (edit role; not in the contract)',
        params: ChangeRequestParamsSchema,
        body: ChangeRequestPageCreateSchema,
        response: { 201: PageSchema },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const { access, cr } = await changeRequest(request.params, userId, 'edit');
      const page = await crs.createPage(app.db, cr.id, userId, request.body);
      return reply.code(201).send(presentWritten(access.space.id, page));
    },
  );

  app.patch(
    `${CR}/content/page/:pageId`,
    {
      schema: {
        tags,
        summary:
          'Edit the title or markdown of a page of a change request (edit role; not in the contract)',
        params: ChangeRequestPageParamsSchema,
        body: ChangeRequestPageUpdateSchema,
        response: { 200: PageSchema },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const { access, cr } = await changeRequest(request.params, userId, 'edit');
      return presentWritten(
        access.space.id,
        await crs.updatePage(app.db, cr.id, userId, request.params.pageId, request.body),
      );
    },
  );

  app.delete(
    `${CR}/content/page/:pageId`,
    {
      schema: {
        tags,
        summary:
          'Delete a page and its descendants from a change request (edit role; not in the contract)',
        params: ChangeRequestPageParamsSchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const { cr } = await changeRequest(request.params, userId, 'edit');
      await crs.deletePage(app.db, cr.id, userId, request.params.pageId);
      return reply.code(204).send(null);
    },
  );

  // ---- PDF: the URL answers at once, pinned to the current revision; the PDF is drawn as it streams ----

  app.get(
    `${CR}/pdf`,
    {
      schema: {
        tags,
        summary: 'URL of a PDF of the change request content (or of one page)',
        params: ChangeRequestParamsSchema,
        querystring: ChangeRequestPdfQuerySchema,
        response: { 200: ChangeRequestPdfSchema },
      },
    },
    async (request) => {
      const { access, cr } = await changeRequest(request.params, callerOf(request).userId);
      const { page, only } = request.query;
      if (page) await content.getPage(app.db, cr.revisionId, page);
      return {
        url: app.urls.changeRequestPdf(access.space.id, cr.id, cr.revisionId, { page, only }),
      };
    },
  );

  app.get(
    `${CR}/pdf/download`,
    {
      schema: {
        tags,
        summary: 'The PDF a `pdf` URL points at (same access as reading the change request)',
        params: ChangeRequestParamsSchema,
        querystring: ChangeRequestPdfDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const { access, cr } = await changeRequest(request.params, callerOf(request).userId);
      const { revision, page, only } = request.query;
      // Any revision of this space: the URL keeps pointing at the content it was made for.
      if (
        !(await app.db.revision.findFirst({
          where: { id: revision, spaceId: access.space.id },
          select: { id: true },
        }))
      )
        throw notFound('Revision');
      const pdf = await renderRevisionPdf(app.db, revision, {
        title: cr.subject || `Change request #${cr.number}`,
        pageId: page,
        only,
      });
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', inlineDisposition(`change-request-${cr.number}.pdf`))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=0, must-revalidate');
      return reply.send(pdf);
    },
  );
};
