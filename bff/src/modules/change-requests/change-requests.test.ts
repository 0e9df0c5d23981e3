// Change requests: list/create/get/patch with counters, content reads and page writes on the
// request's own revision, update from live content and merge into it (clean and conflicting).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestContext, type TestContext } from '../../../test/helper.js';
import {
  buildChangeRequest,
  buildFile,
  buildMember,
  buildOrgWithAdmin,
  buildPage,
  buildSpace,
} from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestContext();
});
afterAll(() => ctx.close());

const req = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function setup() {
  const { org, admin } = await buildOrgWithAdmin(ctx.db);
  const space = await buildSpace(ctx.db, org.id, { title: 'Handbook' });
  const live = space.revisionId as string;
  const page = await buildPage(ctx.db, live, {
    title: 'Install',
    markdown: 'line 1\nline 2\nline 3\nline 4\nline 5\nline 6',
  });
  return { org, admin, space, live, page, SPACE: `/v1/spaces/${space.id}` };
}

const counters = async (spaceId: string) => {
  const s = await ctx.db.space.findUniqueOrThrow({ where: { id: spaceId } });
  return { all: s.changeRequests, open: s.changeRequestsOpen, draft: s.changeRequestsDraft };
};
const liveOf = async (spaceId: string) =>
  (await ctx.db.space.findUniqueOrThrow({ where: { id: spaceId } })).revisionId as string;

describe('SPACE/change-requests', () => {
  it('creates a draft with the next number, its own copy of live content, and counts it', async () => {
    const { admin, space, live, page, SPACE } = await setup();
    const before = await ctx.db.space.findUniqueOrThrow({ where: { id: space.id } });
    const res = await req('POST', `${SPACE}/change-requests`, admin.token, {
      subject: 'Fix install',
    });
    expect(res.statusCode).toBe(201);
    const cr = res.json();
    expect(cr).toEqual({
      object: 'change-request',
      id: expect.any(String),
      number: 1,
      status: 'draft',
      subject: 'Fix install',
      createdBy: expect.objectContaining({ object: 'user', id: admin.user.id }),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      space: space.id,
      revision: expect.any(String),
      revisionInitial: live,
      comments: 0,
      outdated: false,
      urls: {
        location: `http://docs.test/v1/spaces/${space.id}/change-requests/${cr.id}`,
        app: `http://docs.test/app/spaces/${space.id}/change-requests/${cr.id}`,
      },
    });
    expect(cr.revision).not.toBe(live);
    const rev = await ctx.db.revision.findUniqueOrThrow({ where: { id: cr.revision } });
    expect(rev.parents).toEqual([live]);
    const copied = await ctx.db.revisionPage.findUniqueOrThrow({
      where: { revisionId_pageId: { revisionId: cr.revision, pageId: page.pageId } },
      include: { sections: true },
    });
    expect(copied.markdown).toBe(page.markdown);
    expect(copied.sections.length).toBeGreaterThan(0);
    expect(await counters(space.id)).toEqual({ all: 1, open: 0, draft: 1 });
    // Counting a change request does not edit the space.
    expect((await ctx.db.space.findUniqueOrThrow({ where: { id: space.id } })).updatedAt).toEqual(
      before.updatedAt,
    );
    expect(
      await ctx.db.changeRequestContributor.count({
        where: { changeRequestId: cr.id, userId: admin.user.id },
      }),
    ).toBe(1);

    const second = (await req('POST', `${SPACE}/change-requests`, admin.token, {})).json();
    expect(second).toMatchObject({ number: 2, subject: '' });
    expect(await counters(space.id)).toEqual({ all: 2, open: 0, draft: 2 });
  });

  it('numbers concurrent creates without gaps or duplicates', async () => {
    const { admin, space, SPACE } = await setup();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => req('POST', `${SPACE}/change-requests`, admin.token, {})),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(results.map((r) => r.json().number).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await counters(space.id)).toEqual({ all: 5, open: 0, draft: 5 });
  });

  it('rejects a subject over 100 characters on create and patch', async () => {
    const { admin, space, SPACE } = await setup();
    const res = await req('POST', `${SPACE}/change-requests`, admin.token, {
      subject: 'x'.repeat(101),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/subject/);
    expect(await counters(space.id)).toEqual({ all: 0, open: 0, draft: 0 });
    const cr = await buildChangeRequest(
      ctx.db,
      space.id,
      (await ctx.db.member.findFirstOrThrow({ where: { organizationId: space.organizationId } }))
        .userId,
    );
    expect(
      (
        await req('PATCH', `${SPACE}/change-requests/${cr.id}`, admin.token, {
          subject: 'x'.repeat(101),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await req('PATCH', `${SPACE}/change-requests/${cr.id}`, admin.token, {
          subject: 'x'.repeat(100),
        })
      ).json().subject,
    ).toBe('x'.repeat(100));
  });

  it('gets and patches by ID or by number; status moves the counters; merged is refused', async () => {
    const { admin, space, SPACE } = await setup();
    const cr = await buildChangeRequest(ctx.db, space.id, admin.user.id, { subject: 'One' });
    expect((await req('GET', `${SPACE}/change-requests/${cr.id}`, admin.token)).json().id).toBe(
      cr.id,
    );
    expect((await req('GET', `${SPACE}/change-requests/${cr.number}`, admin.token)).json().id).toBe(
      cr.id,
    );
    expect((await req('GET', `${SPACE}/change-requests/999`, admin.token)).statusCode).toBe(404);

    const opened = await req('PATCH', `${SPACE}/change-requests/${cr.number}`, admin.token, {
      status: 'open',
      subject: 'Renamed',
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ status: 'open', subject: 'Renamed' });
    expect(await counters(space.id)).toEqual({ all: 1, open: 1, draft: 0 });
    await req('PATCH', `${SPACE}/change-requests/${cr.id}`, admin.token, { status: 'archived' });
    expect(await counters(space.id)).toEqual({ all: 1, open: 0, draft: 0 });
    await req('PATCH', `${SPACE}/change-requests/${cr.id}`, admin.token, { status: 'draft' });
    expect(await counters(space.id)).toEqual({ all: 1, open: 0, draft: 1 });

    const merged = await req('PATCH', `${SPACE}/change-requests/${cr.id}`, admin.token, {
      status: 'merged',
    });
    expect(merged.statusCode).toBe(400);
    expect(merged.json().error.message).toMatch(/^body\.status/);
    expect(
      (await req('PATCH', `${SPACE}/change-requests/${cr.id}`, admin.token, { status: 'closed' }))
        .statusCode,
    ).toBe(400);
    expect(await counters(space.id)).toEqual({ all: 1, open: 0, draft: 1 });
  });

  it('lists by status (default open) and contributor, newest first, in keyset pages', async () => {
    const { org, admin, space, SPACE } = await setup();
    const editor = await buildMember(ctx.db, org.id, 'edit');
    const a = await buildChangeRequest(ctx.db, space.id, admin.user.id, { status: 'open' });
    const b = await buildChangeRequest(ctx.db, space.id, editor.user.id, { status: 'open' });
    const c = await buildChangeRequest(ctx.db, space.id, admin.user.id, { status: 'open' });
    const d = await buildChangeRequest(ctx.db, space.id, admin.user.id);

    const all = (await req('GET', `${SPACE}/change-requests`, admin.token)).json();
    expect(all.count).toBe(3);
    expect(all.items.map((x: { id: string }) => x.id)).toEqual([c.id, b.id, a.id]);
    const first = (await req('GET', `${SPACE}/change-requests?limit=2`, admin.token)).json();
    expect(first.items.map((x: { id: string }) => x.id)).toEqual([c.id, b.id]);
    const second = (
      await req('GET', `${SPACE}/change-requests?limit=2&page=${first.next.page}`, admin.token)
    ).json();
    expect(second.items.map((x: { id: string }) => x.id)).toEqual([a.id]);
    expect(second.next).toBeUndefined();
    expect(
      (await req('GET', `${SPACE}/change-requests?status=draft`, admin.token))
        .json()
        .items.map((x: { id: string }) => x.id),
    ).toEqual([d.id]);
    expect(
      (await req('GET', `${SPACE}/change-requests?contributor=${editor.user.id}`, admin.token))
        .json()
        .items.map((x: { id: string }) => x.id),
    ).toEqual([b.id]);
    expect((await req('GET', `${SPACE}/change-requests?status=nope`, admin.token)).statusCode).toBe(
      400,
    );
    expect((await req('GET', `${SPACE}/change-requests?limit=1001`, admin.token)).statusCode).toBe(
      400,
    );
  });

  it('reading needs a role on the space, writing needs edit, merging needs review; another organization gets 404', async () => {
    const { org, admin, space, SPACE } = await setup();
    const cr = await buildChangeRequest(ctx.db, space.id, admin.user.id);
    for (const role of ['read', 'comment'] as const) {
      const m = await buildMember(ctx.db, org.id, role);
      expect((await req('GET', `${SPACE}/change-requests/${cr.id}`, m.token)).statusCode).toBe(200);
      expect(
        (await req('GET', `${SPACE}/change-requests/${cr.id}/content`, m.token)).statusCode,
      ).toBe(200);
      expect((await req('POST', `${SPACE}/change-requests`, m.token, {})).statusCode).toBe(403);
      expect(
        (await req('PATCH', `${SPACE}/change-requests/${cr.id}`, m.token, { subject: 'x' }))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await req('POST', `${SPACE}/change-requests/${cr.id}/content/pages`, m.token, {
            title: 'X',
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await req('POST', `${SPACE}/change-requests/${cr.id}/update`, m.token)).statusCode,
      ).toBe(403);
      expect(
        (await req('POST', `${SPACE}/change-requests/${cr.id}/merge`, m.token)).statusCode,
      ).toBe(403);
    }
    const editor = await buildMember(ctx.db, org.id, 'edit');
    expect((await req('POST', `${SPACE}/change-requests`, editor.token, {})).statusCode).toBe(201);
    expect(
      (await req('POST', `${SPACE}/change-requests/${cr.id}/merge`, editor.token)).statusCode,
    ).toBe(403);
    const guest = await buildMember(ctx.db, org.id, null);
    expect((await req('GET', `${SPACE}/change-requests`, guest.token)).statusCode).toBe(403);

    const other = await buildOrgWithAdmin(ctx.db);
    for (const [method, url] of [
      ['GET', `${SPACE}/change-requests`],
      ['GET', `${SPACE}/change-requests/${cr.id}`],
      ['PATCH', `${SPACE}/change-requests/${cr.id}`],
      ['GET', `${SPACE}/change-requests/${cr.id}/content/pages`],
      ['POST', `${SPACE}/change-requests/${cr.id}/merge`],
    ] as const) {
      expect(
        (
          await req(
            method,
            url,
            other.admin.token,
            method === 'PATCH' ? { subject: 'x' } : undefined,
          )
        ).statusCode,
      ).toBe(404);
    }
    // A change request of another space is not reachable through this one.
    const space2 = await buildSpace(ctx.db, org.id);
    expect(
      (await req('GET', `/v1/spaces/${space2.id}/change-requests/${cr.id}`, admin.token))
        .statusCode,
    ).toBe(404);
  });
});

describe('CR content', () => {
  it('reads the request revision and writes pages as new immutable revisions', async () => {
    const { admin, space, live, page, SPACE } = await setup();
    const file = await buildFile(ctx.db, live, { name: 'logo.png' });
    const cr = await buildChangeRequest(ctx.db, space.id, admin.user.id);
    const CR = `${SPACE}/change-requests/${cr.number}`;

    const created = await req('POST', `${CR}/content/pages`, admin.token, {
      title: 'Upgrade',
      markdown: '# Upgrade\n\nSteps',
      parent: page.pageId,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      title: 'Upgrade',
      slug: 'upgrade',
      path: 'install/upgrade',
      markdown: '# Upgrade\n\nSteps',
    });
    const after1 = await ctx.db.changeRequest.findUniqueOrThrow({ where: { id: cr.id } });
    expect(after1.revisionId).not.toBe(cr.revisionId);
    expect(
      (await ctx.db.revision.findUniqueOrThrow({ where: { id: after1.revisionId } })).parents,
    ).toEqual([cr.revisionId]);
    // The previous revision is untouched, and so is live content.
    expect(await ctx.db.revisionPage.count({ where: { revisionId: cr.revisionId } })).toBe(1);
    expect(await ctx.db.revisionPage.count({ where: { revisionId: live } })).toBe(1);
    const sections = await ctx.db.pageSection.findMany({
      where: { revisionPage: { revisionId: after1.revisionId, pageId: created.json().id } },
    });
    expect(sections.map((s) => s.title)).toContain('Upgrade');

    const tree = (await req('GET', `${CR}/content/pages`, admin.token)).json();
    expect(tree.pages).toMatchObject([
      { id: page.pageId, pages: [{ id: created.json().id, title: 'Upgrade' }] },
    ]);
    const content = (await req('GET', `${CR}/content`, admin.token)).json();
    expect(content).toMatchObject({
      object: 'revision',
      id: after1.revisionId,
      files: [{ id: file.fileId, name: 'logo.png' }],
    });
    expect((await req('GET', `${CR}/content/files`, admin.token)).json().items).toHaveLength(1);
    expect((await req('GET', `${CR}/content/files/${file.fileId}`, admin.token)).json().name).toBe(
      'logo.png',
    );

    const edited = await req('PATCH', `${CR}/content/page/${page.pageId}`, admin.token, {
      markdown: 'new body',
    });
    expect(edited.statusCode).toBe(200);
    expect(
      (await req('GET', `${CR}/content/page/${page.pageId}`, admin.token)).json(),
    ).toMatchObject({ markdown: 'new body', pages: [{ title: 'Upgrade' }] });
    expect(
      (await req('GET', `${SPACE}/content/page/${page.pageId}`, admin.token)).json().markdown,
    ).toBe(page.markdown);
    expect(
      (await req('PATCH', `${CR}/content/page/missing`, admin.token, { markdown: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await req('PATCH', `${CR}/content/page/${page.pageId}`, admin.token, { title: '' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await req('POST', `${CR}/content/pages`, admin.token, { title: 'x'.repeat(101) }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await req('POST', `${CR}/content/pages`, admin.token, {
          title: 'Orphan',
          parent: 'missing',
        })
      ).statusCode,
    ).toBe(400);

    const del = await req('DELETE', `${CR}/content/page/${page.pageId}`, admin.token);
    expect(del.statusCode).toBe(204);
    expect((await req('GET', `${CR}/content/pages`, admin.token)).json().pages).toEqual([]);
    expect((await req('GET', `${CR}/content/page/${page.pageId}`, admin.token)).statusCode).toBe(
      404,
    );
  });

  it('links and backlinks are computed on the change request revision', async () => {
    const { admin, space, live, page, SPACE } = await setup();
    const file = await buildFile(ctx.db, live, { name: 'logo.png' });
    const cr = await buildChangeRequest(ctx.db, space.id, admin.user.id);
    const CR = `${SPACE}/change-requests/${cr.id}`;
    const linking = (
      await req('POST', `${CR}/content/pages`, admin.token, {
        title: 'Links',
        markdown: `[install](/${page.path}) [gone](missing-page) ![](/files/${file.fileId})`,
      })
    ).json();
    const links = await req('GET', `${CR}/content/page/${linking.id}/links`, admin.token);
    expect(links.statusCode).toBe(200);
    expect(
      links
        .json()
        .items.map((i: { status: string; targetReference: { kind: string } }) => [
          i.status,
          i.targetReference.kind,
        ]),
    ).toEqual([
      ['ok', 'page'],
      ['broken', 'url'],
      ['ok', 'file'],
    ]);
    const backlinks = (
      await req('GET', `${CR}/content/files/${file.fileId}/backlinks`, admin.token)
    ).json();
    expect(backlinks.items.map((i: { page: { id: string } }) => i.page.id)).toEqual([linking.id]);
    // Live content has neither the page nor its link.
    expect(
      (await req('GET', `${SPACE}/content/files/${file.fileId}/backlinks`, admin.token)).json()
        .count,
    ).toBe(0);
    expect(
      (await req('GET', `${SPACE}/content/page/${linking.id}/links`, admin.token)).statusCode,
    ).toBe(404);
  });

  it('refuses writes to an archived change request (409) and leaves it unchanged', async () => {
    const { admin, space, SPACE } = await setup();
    const cr = await buildChangeRequest(ctx.db, space.id, admin.user.id, { status: 'archived' });
    const res = await req('POST', `${SPACE}/change-requests/${cr.id}/content/pages`, admin.token, {
      title: 'X',
    });
    expect(res.statusCode).toBe(409);
    expect(
      (await ctx.db.changeRequest.findUniqueOrThrow({ where: { id: cr.id } })).revisionId,
    ).toBe(cr.revisionId);
    expect(
      (await req('POST', `${SPACE}/change-requests/${cr.id}/merge`, admin.token)).statusCode,
    ).toBe(409);
  });
});

describe('update and merge', () => {
  it('merges cleanly into live content: new live revision, merged status, counters, read-only after', async () => {
    const { admin, space, live, page, SPACE } = await setup();
    const cr = await buildChangeRequest(ctx.db, space.id, admin.user.id, { status: 'open' });
    const CR = `${SPACE}/change-requests/${cr.id}`;
    await req('PATCH', `${CR}/content/page/${page.pageId}`, admin.token, {
      markdown: 'line 1\nline 2 edited\nline 3\nline 4\nline 5\nline 6',
    });
    const added = (await req('POST', `${CR}/content/pages`, admin.token, { title: 'New' })).json();
    expect(await counters(space.id)).toEqual({ all: 1, open: 1, draft: 0 });

    const res = await req('POST', `${CR}/merge`, admin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ revision: expect.any(String), result: 'merge' });
    expect(await liveOf(space.id)).toBe(body.revision);
    expect(
      (await ctx.db.revision.findUniqueOrThrow({ where: { id: body.revision } })).parents[0],
    ).toBe(live);
    const got = (await req('GET', CR, admin.token)).json();
    expect(got).toMatchObject({
      status: 'merged',
      revisionMerged: body.revision,
      mergedAt: expect.any(String),
      outdated: false,
    });
    expect(await counters(space.id)).toEqual({ all: 1, open: 0, draft: 0 });
    expect(
      (await req('GET', `${SPACE}/content/page/${page.pageId}`, admin.token)).json().markdown,
    ).toContain('line 2 edited');
    expect((await req('GET', `${SPACE}/content/page/${added.id}`, admin.token)).statusCode).toBe(
      200,
    );
    // Search sees the merged text.
    expect(
      await ctx.db.pageSection.count({
        where: { revisionPage: { revisionId: body.revision }, body: { contains: 'line 2 edited' } },
      }),
    ).toBe(1);
    expect(
      (await req('PATCH', `${CR}/content/page/${page.pageId}`, admin.token, { markdown: 'x' }))
        .statusCode,
    ).toBe(409);
    expect((await req('PATCH', CR, admin.token, { status: 'open' })).statusCode).toBe(409);
    expect((await req('POST', `${CR}/merge`, admin.token)).statusCode).toBe(409);
  });

  it('a later request becomes outdated; update merges non-overlapping edits and clears outdated', async () => {
    const { admin, space, page, SPACE } = await setup();
    const first = await buildChangeRequest(ctx.db, space.id, admin.user.id);
    const second = await buildChangeRequest(ctx.db, space.id, admin.user.id);
    const CR1 = `${SPACE}/change-requests/${first.id}`;
    const CR2 = `${SPACE}/change-requests/${second.id}`;
    await req('PATCH', `${CR1}/content/page/${page.pageId}`, admin.token, {
      markdown: 'line 1 first\nline 2\nline 3\nline 4\nline 5\nline 6',
    });
    await req('PATCH', `${CR2}/content/page/${page.pageId}`, admin.token, {
      markdown: 'line 1\nline 2\nline 3\nline 4\nline 5\nline 6 second',
    });
    expect((await req('POST', `${CR1}/merge`, admin.token)).json().result).toBe('merge');
    expect((await req('GET', CR2, admin.token)).json().outdated).toBe(true);

    const res = await req('POST', `${CR2}/update`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revision: expect.any(String), result: 'update' });
    const got = (await req('GET', CR2, admin.token)).json();
    expect(got).toMatchObject({
      outdated: false,
      revision: res.json().revision,
      revisionMergedAncestor: await liveOf(space.id),
    });
    expect(
      (await req('GET', `${CR2}/content/page/${page.pageId}`, admin.token)).json().markdown,
    ).toBe('line 1 first\nline 2\nline 3\nline 4\nline 5\nline 6 second');

    expect((await req('POST', `${CR2}/merge`, admin.token)).json().result).toBe('merge');
    expect(
      (await req('GET', `${SPACE}/content/page/${page.pageId}`, admin.token)).json().markdown,
    ).toBe('line 1 first\nline 2\nline 3\nline 4\nline 5\nline 6 second');
  });

  it('a conflicting merge or update reports the pages and changes nothing', async () => {
    const { admin, space, page, SPACE } = await setup();
    const first = await buildChangeRequest(ctx.db, space.id, admin.user.id, { status: 'open' });
    const second = await buildChangeRequest(ctx.db, space.id, admin.user.id, { status: 'open' });
    await req(
      'PATCH',
      `${SPACE}/change-requests/${first.id}/content/page/${page.pageId}`,
      admin.token,
      { markdown: 'line 1\nA\nline 3\nline 4\nline 5\nline 6' },
    );
    await req(
      'PATCH',
      `${SPACE}/change-requests/${second.id}/content/page/${page.pageId}`,
      admin.token,
      { markdown: 'line 1\nB\nline 3\nline 4\nline 5\nline 6' },
    );
    await req('POST', `${SPACE}/change-requests/${first.id}/merge`, admin.token);
    const liveBefore = await liveOf(space.id);
    const crBefore = await ctx.db.changeRequest.findUniqueOrThrow({ where: { id: second.id } });
    const revisionsBefore = await ctx.db.revision.count({ where: { spaceId: space.id } });
    const countersBefore = await counters(space.id);

    const merged = await req(
      'POST',
      `${SPACE}/change-requests/${second.number}/merge`,
      admin.token,
    );
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toEqual({
      revision: liveBefore,
      result: 'conflicts',
      conflicts: [page.pageId],
    });
    const updated = await req(
      'POST',
      `${SPACE}/change-requests/${second.number}/update`,
      admin.token,
    );
    expect(updated.json()).toEqual({
      revision: crBefore.revisionId,
      result: 'conflicts',
      conflicts: [page.pageId],
    });

    expect(await liveOf(space.id)).toBe(liveBefore);
    expect(await ctx.db.changeRequest.findUniqueOrThrow({ where: { id: second.id } })).toEqual(
      crBefore,
    );
    expect(await ctx.db.revision.count({ where: { spaceId: space.id } })).toBe(revisionsBefore);
    expect(await counters(space.id)).toEqual(countersBefore);
    expect(
      (await req('GET', `${SPACE}/change-requests/${second.id}`, admin.token)).json(),
    ).toMatchObject({ status: 'open', outdated: true });
  });

  it('deletions on one side and additions on both sides merge', async () => {
    const { admin, space, live, page, SPACE } = await setup();
    const other = await buildPage(ctx.db, live, { title: 'Other', markdown: 'x' });
    const first = await buildChangeRequest(ctx.db, space.id, admin.user.id);
    const second = await buildChangeRequest(ctx.db, space.id, admin.user.id);
    await req(
      'DELETE',
      `${SPACE}/change-requests/${first.id}/content/page/${other.pageId}`,
      admin.token,
    );
    await req('POST', `${SPACE}/change-requests/${first.id}/content/pages`, admin.token, {
      title: 'From first',
    });
    await req('POST', `${SPACE}/change-requests/${second.id}/content/pages`, admin.token, {
      title: 'From second',
    });
    expect(
      (await req('POST', `${SPACE}/change-requests/${first.id}/merge`, admin.token)).json().result,
    ).toBe('merge');
    expect(
      (await req('POST', `${SPACE}/change-requests/${second.id}/merge`, admin.token)).json().result,
    ).toBe('merge');
    const titles = (await req('GET', `${SPACE}/content/pages`, admin.token))
      .json()
      .pages.map((p: { title: string }) => p.title)
      .sort();
    expect(titles).toEqual(['From first', 'From second', page.title].sort());
  });
});

describe('CR/comments', () => {
  it('posts on the change request content, counts open comments on the request only, and is addressed by ID or number', async () => {
    const { org, admin, space, SPACE } = await setup();
    const cr = await buildChangeRequest(ctx.db, space.id, admin.user.id);
    const CR = `${SPACE}/change-requests/${cr.number}`;
    const added = (
      await req('POST', `${CR}/content/pages`, admin.token, { title: 'Only in the request' })
    ).json();

    const posted = await req('POST', `${CR}/comments`, admin.token, {
      page: added.id,
      body: { markdown: 'Nice page' },
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toMatchObject({
      object: 'comment',
      status: 'open',
      body: { markdown: 'Nice page' },
      target: { changeRequest: cr.id, page: { id: added.id, outdated: false }, space: space.id },
      urls: {
        location: `http://docs.test/v1/spaces/${space.id}/change-requests/${cr.id}/comments/${posted.json().id}`,
      },
    });
    // A page of the request is not a page of live content.
    expect(
      (
        await req('POST', `${SPACE}/comments`, admin.token, {
          page: added.id,
          body: { markdown: 'x' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await req('GET', `${CR}`, admin.token)).json().comments).toBe(1);
    expect((await ctx.db.space.findUniqueOrThrow({ where: { id: space.id } })).commentsOpen).toBe(
      0,
    );

    const listed = (
      await req('GET', `${SPACE}/change-requests/${cr.id}/comments`, admin.token)
    ).json();
    expect(listed.items.map((c: { id: string }) => c.id)).toEqual([posted.json().id]);
    expect((await req('GET', `${SPACE}/comments`, admin.token)).json().count).toBe(0);
    // The comment is not reachable through live content.
    expect(
      (await req('GET', `${SPACE}/comments/${posted.json().id}`, admin.token)).statusCode,
    ).toBe(404);

    const resolved = await ctx.app.inject({
      method: 'PUT',
      url: `${CR}/comments/${posted.json().id}`,
      headers: bearer(admin.token),
      payload: { resolved: true },
    });
    expect(resolved.json().status).toBe('resolved');
    expect((await req('GET', `${CR}`, admin.token)).json().comments).toBe(0);
    const reply = await req('POST', `${CR}/comments/${posted.json().id}/replies`, admin.token, {
      body: { markdown: 'Thanks' },
    });
    expect(reply.json()).toMatchObject({ object: 'comment-reply', body: { markdown: 'Thanks' } });
    expect(
      (
        await req(
          'GET',
          `${CR}/comments/${posted.json().id}/replies/${reply.json().id}`,
          admin.token,
        )
      ).statusCode,
    ).toBe(200);

    const reader = await buildMember(ctx.db, org.id, 'read');
    expect((await req('GET', `${CR}/comments`, reader.token)).statusCode).toBe(200);
    expect(
      (await req('POST', `${CR}/comments`, reader.token, { body: { markdown: 'x' } })).statusCode,
    ).toBe(403);
    const other = await buildOrgWithAdmin(ctx.db);
    expect((await req('GET', `${CR}/comments`, other.admin.token)).statusCode).toBe(404);
    expect(
      (await req('GET', `${SPACE}/change-requests/999/comments`, admin.token)).statusCode,
    ).toBe(404);
    expect(
      (await req('POST', `${CR}/comments`, admin.token, { body: { markdown: '' } })).statusCode,
    ).toBe(400);
  });
});

describe('CR/pdf', () => {
  it('answers at once with a URL pinned to the current revision; the URL serves a PDF of the request content', async () => {
    const { org, admin, space, page, SPACE } = await setup();
    const cr = await buildChangeRequest(ctx.db, space.id, admin.user.id, { subject: 'Docs' });
    const CR = `${SPACE}/change-requests/${cr.number}`;
    const child = (
      await req('POST', `${CR}/content/pages`, admin.token, {
        title: 'Child',
        markdown: '# Child\n\n- one\n- two\n\n```\ncode\n```',
        parent: page.pageId,
      })
    ).json();
    const current = (await ctx.db.changeRequest.findUniqueOrThrow({ where: { id: cr.id } }))
      .revisionId;

    const res = await req('GET', `${CR}/pdf`, admin.token);
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toBe(
      `http://docs.test/v1/spaces/${space.id}/change-requests/${cr.id}/pdf/download?revision=${current}`,
    );
    const download = await req('GET', url.replace('http://docs.test', ''), admin.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Title page + the page + its child.
    expect(download.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(3);

    const one = (await req('GET', `${CR}/pdf?page=${page.pageId}&only=true`, admin.token)).json()
      .url;
    expect(one).toContain(`page=${page.pageId}&only=true`);
    const onePdf = await req('GET', one.replace('http://docs.test', ''), admin.token);
    expect(onePdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    expect(child.id).toBeTruthy();

    expect((await req('GET', `${CR}/pdf?page=missing`, admin.token)).statusCode).toBe(404);
    const other = await buildOrgWithAdmin(ctx.db);
    expect(
      (await req('GET', url.replace('http://docs.test', ''), other.admin.token)).statusCode,
    ).toBe(404);
    const foreign = await buildSpace(ctx.db, other.org.id);
    expect(
      (await req('GET', `${CR}/pdf/download?revision=${foreign.revisionId}`, admin.token))
        .statusCode,
    ).toBe(404);
    const reader = await buildMember(ctx.db, org.id, 'read');
    expect((await req('GET', url.replace('http://docs.test', ''), reader.token)).statusCode).toBe(
      200,
    );
  });
});
