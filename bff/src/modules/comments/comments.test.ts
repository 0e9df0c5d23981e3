import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestContext, type TestContext } from '../../../test/helper.js';
import {
  buildComment,
  buildMember,
  buildOrgWithAdmin,
  buildPage,
  buildSpace,
  buildUser,
  grantSpace,
  addMember,
} from '../../../test/factories.js';
import type { Role } from '../../generated/prisma/client.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestContext();
});
afterAll(() => ctx.close());

const inject = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(token),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const ids = (list: { items: { id: string }[] }) => list.items.map((i) => i.id);
const md = (markdown: string) => ({ body: { markdown } });

async function openCount(spaceId: string) {
  return (await ctx.db.space.findUniqueOrThrow({ where: { id: spaceId } })).commentsOpen;
}

/** An organization with an admin, a space and a page in its live content. */
async function setup() {
  const { org, admin } = await buildOrgWithAdmin(ctx.db);
  const space = await buildSpace(ctx.db, org.id);
  const page = await buildPage(ctx.db, space.revisionId as string, { title: 'Install' });
  return { org, admin, space, page, base: `/v1/spaces/${space.id}/comments` };
}

describe('POST and GET SPACE/comments/{commentId}', () => {
  it('posts a comment on a page and returns the whole Comment; the space counts it open', async () => {
    const { admin, space, page, base } = await setup();
    const res = await inject('POST', base, admin.token, {
      page: page.pageId,
      node: 'node-1',
      ...md('Is this **right**?'),
    });
    expect(res.statusCode).toBe(200);
    const comment = res.json();
    expect(comment).toEqual({
      object: 'comment',
      id: expect.any(String),
      postedBy: {
        object: 'user',
        id: admin.user.id,
        displayName: admin.user.displayName,
        email: admin.user.email,
        urls: { location: `http://docs.test/v1/users/${admin.user.id}` },
      },
      postedAt: expect.any(String),
      reactions: [],
      replies: 0,
      body: { markdown: 'Is this **right**?' },
      target: {
        node: { id: 'node-1' },
        page: {
          id: page.pageId,
          title: 'Install',
          createdAt: page.createdAt.toISOString(),
          updatedAt: page.updatedAt.toISOString(),
          path: 'install',
          outdated: false,
        },
        space: space.id,
        revision: space.revisionId,
      },
      urls: { location: `http://docs.test/v1/spaces/${space.id}/comments/${comment.id}` },
      permissions: { view: true, edit: true, reply: true, delete: true },
      status: 'open',
    });
    expect(await openCount(space.id)).toBe(1);
    expect((await inject('GET', `/v1/spaces/${space.id}`, admin.token)).json().comments).toBe(1);

    const got = await inject('GET', `${base}/${comment.id}?format=markdown`, admin.token);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(comment);
  });

  it('posts a comment on the space itself (no page, no node)', async () => {
    const { admin, space, base } = await setup();
    const res = await inject('POST', base, admin.token, md('General remark'));
    expect(res.statusCode).toBe(200);
    expect(res.json().target).toEqual({ space: space.id, revision: space.revisionId });
  });

  it('refuses bodies out of bounds, unknown pages and formats, naming the field; nothing is stored', async () => {
    const { admin, space, base } = await setup();
    const cases: [unknown, string][] = [
      [md(''), 'body.body.markdown'],
      [md('   \n '), 'body.body.markdown'],
      [md('x'.repeat(100_001)), 'body.body.markdown'],
      [{}, 'body.body'],
      [{ body: {} }, 'body.body.markdown'],
      [{ page: 'no-such-page', ...md('hi') }, 'body.page'],
      [{ node: '', ...md('hi') }, 'body.node'],
    ];
    for (const [payload, field] of cases) {
      const res = await inject('POST', base, admin.token, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 400,
        message: expect.stringContaining(field),
      });
    }
    expect(await ctx.db.comment.count({ where: { spaceId: space.id } })).toBe(0);
    expect(await openCount(space.id)).toBe(0);
    const max = await inject('POST', base, admin.token, md('x'.repeat(100_000)));
    expect(max.statusCode).toBe(200);

    const badFormat = await inject('GET', `${base}?format=document`, admin.token);
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().error.message).toContain('query.format');
    expect((await inject('GET', `${base}?limit=1001`, admin.token)).json().error.message).toContain(
      'query.limit',
    );
    expect(
      (await inject('GET', `${base}?status=closed`, admin.token)).json().error.message,
    ).toContain('query.status');
  });

  it('shows a page that left the live revision as outdated, as it last was', async () => {
    const { org, admin, space, page, base } = await setup();
    const comment = await buildComment(ctx.db, space.id, admin.user.id, { page: page.pageId });
    const next = await ctx.db.revision.create({
      data: { spaceId: space.id, parents: [space.revisionId as string] },
    });
    await ctx.db.space.update({ where: { id: space.id }, data: { revisionId: next.id } });
    const got = (await inject('GET', `${base}/${comment.id}`, admin.token)).json();
    expect(got.target).toMatchObject({
      page: { id: page.pageId, title: 'Install', path: 'install', outdated: true },
      revision: next.id,
    });
    // And a new comment cannot target it any more.
    expect(
      (await inject('POST', base, admin.token, { page: page.pageId, ...md('late') })).statusCode,
    ).toBe(400);
    expect(org.id).toBeTruthy();
  });

  it('404 for an unknown comment and for a comment of another space', async () => {
    const { org, admin, base } = await setup();
    const other = await buildSpace(ctx.db, org.id);
    const elsewhere = await buildComment(ctx.db, other.id, admin.user.id);
    expect((await inject('GET', `${base}/missing`, admin.token)).statusCode).toBe(404);
    const res = await inject('GET', `${base}/${elsewhere.id}`, admin.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 404, message: 'Comment not found' } });
    expect(
      (await inject('PUT', `${base}/${elsewhere.id}`, admin.token, { resolved: true })).statusCode,
    ).toBe(404);
    expect((await inject('DELETE', `${base}/${elsewhere.id}`, admin.token)).statusCode).toBe(404);
  });
});

describe('GET SPACE/comments', () => {
  it('filters by status, target page and authors, orders by posting time, and pages through', async () => {
    const { org, admin, space, page, base } = await setup();
    const ada = await buildMember(ctx.db, org.id, 'comment');
    const other = await buildPage(ctx.db, space.revisionId as string, { title: 'Other' });
    const c1 = await buildComment(ctx.db, space.id, admin.user.id, { page: page.pageId });
    const c2 = await buildComment(ctx.db, space.id, ada.user.id, {
      page: other.pageId,
      resolvedById: admin.user.id,
    });
    const c3 = await buildComment(ctx.db, space.id, ada.user.id, { page: page.pageId });
    const c4 = await buildComment(ctx.db, space.id, admin.user.id);
    const c5 = await buildComment(ctx.db, space.id, admin.user.id, { resolvedById: ada.user.id });
    await buildComment(ctx.db, (await buildSpace(ctx.db, org.id)).id, admin.user.id);
    expect(await openCount(space.id)).toBe(3);

    const all = (await inject('GET', base, admin.token)).json();
    expect(all.count).toBe(5);
    expect(ids(all)).toEqual([c5.id, c4.id, c3.id, c2.id, c1.id]);
    expect(all.next).toBeUndefined();
    expect(ids((await inject('GET', `${base}?order=asc`, admin.token)).json())).toEqual([
      c1.id,
      c2.id,
      c3.id,
      c4.id,
      c5.id,
    ]);

    const open = (await inject('GET', `${base}?status=open`, admin.token)).json();
    expect(open).toMatchObject({ count: 3 });
    expect(ids(open)).toEqual([c4.id, c3.id, c1.id]);
    const resolved = (await inject('GET', `${base}?status=resolved&order=asc`, admin.token)).json();
    expect(ids(resolved)).toEqual([c2.id, c5.id]);
    expect(resolved.items[0]).toMatchObject({
      status: 'resolved',
      resolvedAt: expect.any(String),
      resolvedBy: { id: admin.user.id },
    });

    expect(
      ids((await inject('GET', `${base}?targetPage=${page.pageId}`, admin.token)).json()),
    ).toEqual([c3.id, c1.id]);
    expect(
      ids((await inject('GET', `${base}?authors=${ada.user.id}`, admin.token)).json()),
    ).toEqual([c3.id, c2.id]);
    const both = (
      await inject(
        'GET',
        `${base}?authors=${ada.user.id}&authors=${admin.user.id}&status=open&targetPage=${page.pageId}`,
        admin.token,
      )
    ).json();
    expect(ids(both)).toEqual([c3.id, c1.id]);

    // Keyset pages: 2 + 2 + 1, each naming the full count.
    const seen: string[] = [];
    let url = `${base}?limit=2`;
    for (let i = 0; i < 3; i++) {
      const res = (await inject('GET', url, admin.token)).json();
      expect(res.count).toBe(5);
      seen.push(...ids(res));
      if (i < 2) url = `${base}?limit=2&page=${res.next.page}`;
      else expect(res.next).toBeUndefined();
    }
    expect(seen).toEqual([c5.id, c4.id, c3.id, c2.id, c1.id]);
    expect((await inject('GET', `${base}?page=garbage`, admin.token)).statusCode).toBe(400);
  });

  it('loads reactions and target pages for a page of comments, grouped per emoji', async () => {
    const { org, admin, space, page, base } = await setup();
    const ada = await buildMember(ctx.db, org.id, 'comment');
    const a = await buildComment(ctx.db, space.id, admin.user.id, { page: page.pageId });
    const b = await buildComment(ctx.db, space.id, admin.user.id, { page: page.pageId });
    await inject('PUT', `${base}/${a.id}`, admin.token, { addedReactions: ['👍', '🎉'] });
    await inject('PUT', `${base}/${a.id}`, ada.token, { addedReactions: ['👍'] });
    await inject('PUT', `${base}/${b.id}`, ada.token, { addedReactions: ['👀'] });
    const list = (await inject('GET', `${base}?order=asc`, ada.token)).json();
    expect(list.items[0].reactions).toEqual([
      {
        emoji: '👍',
        count: 2,
        users: [
          { user: expect.objectContaining({ id: admin.user.id }), reactedAt: expect.any(String) },
          { user: expect.objectContaining({ id: ada.user.id }), reactedAt: expect.any(String) },
        ],
      },
      {
        emoji: '🎉',
        count: 1,
        users: [
          { user: expect.objectContaining({ id: admin.user.id }), reactedAt: expect.any(String) },
        ],
      },
    ]);
    expect(list.items[1].reactions).toMatchObject([{ emoji: '👀', count: 1 }]);
    expect(
      list.items.map((c: { target: { page: { title: string } } }) => c.target.page.title),
    ).toEqual(['Install', 'Install']);
    // Permissions are the caller's: ada did not write these.
    expect(list.items[0].permissions).toEqual({
      view: true,
      edit: false,
      reply: true,
      delete: false,
    });
  });
});

describe('PUT SPACE/comments/{commentId}', () => {
  it('resolves and reopens, moving the open count only on real transitions', async () => {
    const { org, admin, space, base } = await setup();
    const ada = await buildMember(ctx.db, org.id, 'comment');
    const c = await buildComment(ctx.db, space.id, admin.user.id);
    expect(await openCount(space.id)).toBe(1);

    const resolved = await inject('PUT', `${base}/${c.id}`, ada.token, { resolved: true });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({
      status: 'resolved',
      resolvedAt: expect.any(String),
      resolvedBy: { id: ada.user.id },
    });
    expect(await openCount(space.id)).toBe(0);
    // Resolving again changes nothing, and keeps who resolved it first.
    expect(
      (await inject('PUT', `${base}/${c.id}`, admin.token, { resolved: true })).json().resolvedBy
        .id,
    ).toBe(ada.user.id);
    expect(await openCount(space.id)).toBe(0);

    const reopened = (
      await inject('PUT', `${base}/${c.id}`, admin.token, { resolved: false })
    ).json();
    expect(reopened.status).toBe('open');
    expect(reopened).not.toHaveProperty('resolvedAt');
    expect(reopened).not.toHaveProperty('resolvedBy');
    expect(await openCount(space.id)).toBe(1);
    await inject('PUT', `${base}/${c.id}`, admin.token, { resolved: false });
    expect(await openCount(space.id)).toBe(1);
    const row = await ctx.db.comment.findUniqueOrThrow({ where: { id: c.id } });
    expect(row).toMatchObject({ status: 'open', resolvedAt: null, resolvedById: null });
  });

  it('lets only the author edit the body, and sets editedAt', async () => {
    const { org, admin, space, base } = await setup();
    const ada = await buildMember(ctx.db, org.id, 'comment');
    const c = await buildComment(ctx.db, space.id, ada.user.id, { markdown: 'first' });
    const edited = await inject('PUT', `${base}/${c.id}`, ada.token, md('second'));
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      body: { markdown: 'second' },
      editedAt: expect.any(String),
    });
    const byAdmin = await inject('PUT', `${base}/${c.id}`, admin.token, md('hijack'));
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().error.message).toContain('author');
    expect((await ctx.db.comment.findUniqueOrThrow({ where: { id: c.id } })).markdown).toBe(
      'second',
    );
    expect(
      (await inject('PUT', `${base}/${c.id}`, ada.token, md(''))).json().error.message,
    ).toContain('body.body.markdown');
    // A refused part refuses the whole request: the resolution was not applied either.
    await inject('PUT', `${base}/${c.id}`, admin.token, { resolved: true, ...md('nope') });
    expect((await ctx.db.comment.findUniqueOrThrow({ where: { id: c.id } })).status).toBe('open');
  });

  it('adds and removes the caller’s reactions idempotently', async () => {
    const { admin, space, base } = await setup();
    const c = await buildComment(ctx.db, space.id, admin.user.id);
    const url = `${base}/${c.id}`;
    await inject('PUT', url, admin.token, { addedReactions: ['👍', '👍'] });
    const twice = (await inject('PUT', url, admin.token, { addedReactions: ['👍'] })).json();
    expect(twice.reactions).toMatchObject([{ emoji: '👍', count: 1 }]);
    expect(await ctx.db.reaction.count({ where: { commentId: c.id } })).toBe(1);
    const removed = (
      await inject('PUT', url, admin.token, { removedReactions: ['👍', '🎉'] })
    ).json();
    expect(removed.reactions).toEqual([]);
    expect(
      (await inject('PUT', url, admin.token, { removedReactions: ['👍'] })).json().reactions,
    ).toEqual([]);
    expect(
      (await inject('PUT', url, admin.token, { addedReactions: [''] })).json().error.message,
    ).toContain('body.addedReactions');
    expect(
      (await inject('PUT', url, admin.token, { addedReactions: Array(51).fill('x') })).json().error
        .message,
    ).toContain('body.addedReactions');
  });
});

describe('DELETE SPACE/comments/{commentId}', () => {
  it('deletes the comment with its replies and reactions, and leaves the open count', async () => {
    const { admin, space, base } = await setup();
    const c = await buildComment(ctx.db, space.id, admin.user.id);
    await inject('POST', `${base}/${c.id}/replies`, admin.token, md('one'));
    const r = (await inject('POST', `${base}/${c.id}/replies`, admin.token, md('two'))).json();
    await inject('PUT', `${base}/${c.id}/replies/${r.id}`, admin.token, { addedReactions: ['👍'] });
    await inject('PUT', `${base}/${c.id}`, admin.token, { addedReactions: ['👍'] });
    const res = await inject('DELETE', `${base}/${c.id}`, admin.token);
    expect(res.statusCode).toBe(205);
    expect(res.body).toBe('');
    expect(await ctx.db.comment.count({ where: { id: c.id } })).toBe(0);
    expect(await ctx.db.commentReply.count({ where: { commentId: c.id } })).toBe(0);
    expect(
      await ctx.db.reaction.count({ where: { OR: [{ commentId: c.id }, { replyId: r.id }] } }),
    ).toBe(0);
    expect(await openCount(space.id)).toBe(0);
    expect((await inject('DELETE', `${base}/${c.id}`, admin.token)).statusCode).toBe(404);

    // A resolved comment was not counted open, so deleting it leaves the count alone.
    await buildComment(ctx.db, space.id, admin.user.id);
    const done = await buildComment(ctx.db, space.id, admin.user.id, {
      resolvedById: admin.user.id,
    });
    expect(await openCount(space.id)).toBe(1);
    expect((await inject('DELETE', `${base}/${done.id}`, admin.token)).statusCode).toBe(205);
    expect(await openCount(space.id)).toBe(1);
  });
});

describe('SPACE/comments/{commentId}/replies', () => {
  it('creates, lists, gets, edits and deletes replies, keeping Comment.replies right', async () => {
    const { org, admin, space, base } = await setup();
    const ada = await buildMember(ctx.db, org.id, 'comment');
    const c = await buildComment(ctx.db, space.id, admin.user.id);
    const replies = `${base}/${c.id}/replies`;
    const created = await inject('POST', replies, ada.token, md('I agree'));
    expect(created.statusCode).toBe(200);
    const reply = created.json();
    expect(reply).toEqual({
      object: 'comment-reply',
      id: expect.any(String),
      postedBy: expect.objectContaining({ object: 'user', id: ada.user.id }),
      postedAt: expect.any(String),
      reactions: [],
      body: { markdown: 'I agree' },
      urls: {
        location: `http://docs.test/v1/spaces/${space.id}/comments/${c.id}/replies/${reply.id}`,
      },
      permissions: { view: true, edit: true, reply: true, delete: true },
    });
    const second = (await inject('POST', replies, admin.token, md('Me too'))).json();
    const third = (await inject('POST', replies, admin.token, md('Done'))).json();
    expect((await inject('GET', `${base}/${c.id}`, admin.token)).json().replies).toBe(3);

    const first = (await inject('GET', `${replies}?limit=2`, admin.token)).json();
    expect(first).toMatchObject({ count: 3, next: { page: expect.any(String) } });
    expect(ids(first)).toEqual([reply.id, second.id]);
    const rest = (
      await inject('GET', `${replies}?limit=2&page=${first.next.page}`, admin.token)
    ).json();
    expect(ids(rest)).toEqual([third.id]);
    expect(rest.next).toBeUndefined();

    expect(
      (await inject('GET', `${replies}/${reply.id}?format=markdown`, admin.token)).json(),
    ).toMatchObject({ id: reply.id, permissions: { edit: false, delete: true } });
    expect((await inject('POST', replies, ada.token, md(''))).json().error.message).toContain(
      'body.body.markdown',
    );

    const edited = (
      await inject('PUT', `${replies}/${reply.id}`, ada.token, {
        ...md('I really agree'),
        addedReactions: ['🎉'],
      })
    ).json();
    expect(edited).toMatchObject({
      body: { markdown: 'I really agree' },
      editedAt: expect.any(String),
      reactions: [{ emoji: '🎉', count: 1 }],
    });
    expect((await inject('PUT', `${replies}/${reply.id}`, admin.token, md('no'))).statusCode).toBe(
      403,
    );
    expect(
      (
        await inject('PUT', `${replies}/${reply.id}`, admin.token, { addedReactions: ['🎉'] })
      ).json().reactions,
    ).toMatchObject([{ emoji: '🎉', count: 2 }]);
    expect(
      (
        await inject('PUT', `${replies}/${reply.id}`, admin.token, { removedReactions: ['🎉'] })
      ).json().reactions,
    ).toMatchObject([{ emoji: '🎉', count: 1 }]);

    // Delete: the author or a space admin; someone else with comment is refused.
    const bob = await buildMember(ctx.db, org.id, 'comment');
    expect((await inject('DELETE', `${replies}/${second.id}`, bob.token)).statusCode).toBe(403);
    expect((await inject('DELETE', `${replies}/${reply.id}`, ada.token)).statusCode).toBe(205);
    expect((await inject('DELETE', `${replies}/${second.id}`, admin.token)).statusCode).toBe(205);
    expect((await inject('DELETE', `${replies}/${second.id}`, admin.token)).statusCode).toBe(404);
    expect((await inject('GET', `${base}/${c.id}`, admin.token)).json().replies).toBe(1);
    expect(await ctx.db.commentReply.count({ where: { commentId: c.id } })).toBe(1);
  });

  it('404 for a reply under another comment, and for replies to an unknown comment', async () => {
    const { admin, space, base } = await setup();
    const a = await buildComment(ctx.db, space.id, admin.user.id);
    const b = await buildComment(ctx.db, space.id, admin.user.id);
    const r = (await inject('POST', `${base}/${a.id}/replies`, admin.token, md('hi'))).json();
    expect((await inject('GET', `${base}/${b.id}/replies/${r.id}`, admin.token)).statusCode).toBe(
      404,
    );
    expect(
      (await inject('DELETE', `${base}/${b.id}/replies/${r.id}`, admin.token)).statusCode,
    ).toBe(404);
    expect(
      (await inject('POST', `${base}/missing/replies`, admin.token, md('hi'))).statusCode,
    ).toBe(404);
    expect((await inject('GET', `${base}/missing/replies`, admin.token)).statusCode).toBe(404);
    expect((await ctx.db.comment.findUniqueOrThrow({ where: { id: b.id } })).replies).toBe(0);
  });
});

describe('access', () => {
  it('reading needs a role on the space; posting, replying, reacting and resolving need comment', async () => {
    const { org, admin, space, base } = await setup();
    const c = await buildComment(ctx.db, space.id, admin.user.id);
    const expectations: [Role | null, boolean, boolean][] = [
      ['read', true, false],
      ['comment', true, true],
      ['edit', true, true],
      ['review', true, true],
      ['create', true, true],
      [null, false, false],
    ];
    for (const [role, read, write] of expectations) {
      const m = await buildMember(ctx.db, org.id, role);
      const label = String(role);
      expect((await inject('GET', base, m.token)).statusCode, label).toBe(read ? 200 : 403);
      expect((await inject('GET', `${base}/${c.id}`, m.token)).statusCode, label).toBe(
        read ? 200 : 403,
      );
      expect((await inject('GET', `${base}/${c.id}/replies`, m.token)).statusCode, label).toBe(
        read ? 200 : 403,
      );
      const posted = await inject('POST', base, m.token, md('hello'));
      expect(posted.statusCode, label).toBe(write ? 200 : 403);
      expect(
        (await inject('POST', `${base}/${c.id}/replies`, m.token, md('hi'))).statusCode,
        label,
      ).toBe(write ? 200 : 403);
      expect(
        (await inject('PUT', `${base}/${c.id}`, m.token, { addedReactions: ['👍'] })).statusCode,
        label,
      ).toBe(write ? 200 : 403);
      // Not the author, not a space admin: may never delete someone else's comment.
      expect((await inject('DELETE', `${base}/${c.id}`, m.token)).statusCode, label).toBe(403);
      if (write) {
        // The author deletes their own.
        expect(
          (await inject('DELETE', `${base}/${posted.json().id}`, m.token)).statusCode,
          label,
        ).toBe(205);
      }
    }
    const reader = await buildMember(ctx.db, org.id, 'read');
    const denied = await inject('PUT', `${base}/${c.id}`, reader.token, { resolved: true });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toContain('comment');
    expect((await ctx.db.comment.findUniqueOrThrow({ where: { id: c.id } })).status).toBe('open');
    expect((await ctx.db.comment.findUniqueOrThrow({ where: { id: c.id } })).replies).toBe(4);
  });

  it('a guest granted comment on the space takes part; a space admin grant may delete others’ comments', async () => {
    const { org, admin, space, base } = await setup();
    const guest = await buildMember(ctx.db, org.id, null);
    await grantSpace(ctx.db, space.id, { userId: guest.user.id }, 'comment');
    expect((await inject('POST', base, guest.token, md('from a guest'))).statusCode).toBe(200);
    const moderator = await buildMember(ctx.db, org.id, 'comment');
    await grantSpace(ctx.db, space.id, { userId: moderator.user.id }, 'admin');
    const c = await buildComment(ctx.db, space.id, admin.user.id);
    expect((await inject('GET', `${base}/${c.id}`, moderator.token)).json().permissions).toEqual({
      view: true,
      edit: false,
      reply: true,
      delete: true,
    });
    expect((await inject('DELETE', `${base}/${c.id}`, moderator.token)).statusCode).toBe(205);
  });

  it('another organization sees 404, never 403', async () => {
    const { admin, space, base } = await setup();
    const c = await buildComment(ctx.db, space.id, admin.user.id);
    const stranger = await buildOrgWithAdmin(ctx.db);
    const outsider = await buildUser(ctx.db);
    for (const token of [stranger.admin.token, outsider.token]) {
      expect((await inject('GET', base, token)).statusCode).toBe(404);
      expect((await inject('POST', base, token, md('hi'))).statusCode).toBe(404);
      expect((await inject('GET', `${base}/${c.id}`, token)).statusCode).toBe(404);
      expect((await inject('PUT', `${base}/${c.id}`, token, { resolved: true })).statusCode).toBe(
        404,
      );
      expect((await inject('DELETE', `${base}/${c.id}`, token)).statusCode).toBe(404);
      expect((await inject('POST', `${base}/${c.id}/replies`, token, md('hi'))).statusCode).toBe(
        404,
      );
    }
    // A member of both organizations still cannot reach the comment through their own space.
    const mine = await buildSpace(ctx.db, stranger.org.id);
    await addMember(ctx.db, stranger.org.id, admin.user.id, 'admin');
    expect(
      (await inject('GET', `/v1/spaces/${mine.id}/comments/${c.id}`, admin.token)).statusCode,
    ).toBe(404);
    expect(await openCount(space.id)).toBe(1);
  });

  it('a deleted space hides its comments', async () => {
    const { admin, space, base } = await setup();
    await buildComment(ctx.db, space.id, admin.user.id);
    await ctx.db.space.update({ where: { id: space.id }, data: { deletedAt: new Date() } });
    expect((await inject('GET', base, admin.token)).statusCode).toBe(404);
  });
});
