// The unmodified public client of the hosted platform lists, posts, resolves and replies to
// space comments against our server on a real port.
import { GitBookAPI } from '@gitbook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestContext, listenOnFreePort, type TestContext } from '../../../test/helper.js';
import { buildMember, buildOrgWithAdmin, buildPage, buildSpace } from '../../../test/factories.js';

let ctx: TestContext;
let endpoint: string;
beforeAll(async () => {
  ctx = await buildTestContext();
  endpoint = await listenOnFreePort(ctx);
});
afterAll(() => ctx.close());

describe('@gitbook/api client on space comments', () => {
  it('posts, lists, resolves, reacts, replies and deletes', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const ada = await buildMember(ctx.db, org.id, 'comment');
    const api = new GitBookAPI({ endpoint, authToken: admin.token });
    const adaApi = new GitBookAPI({ endpoint, authToken: ada.token });
    const space = await buildSpace(ctx.db, org.id);
    const page = await buildPage(ctx.db, space.revisionId as string, { title: 'Install' });

    const posted = (
      await api.spaces.postCommentInSpace(space.id, {
        page: page.pageId,
        body: { markdown: 'Typo here' },
      })
    ).data;
    expect(posted).toMatchObject({
      object: 'comment',
      status: 'open',
      body: { markdown: 'Typo here' },
      target: { page: { id: page.pageId }, space: space.id },
    });
    const other = (
      await adaApi.spaces.postCommentInSpace(space.id, { body: { markdown: 'Looks good' } })
    ).data;

    const listed = (
      await api.spaces.listCommentsInSpace(space.id, {
        order: 'asc',
        status: 'open',
        authors: [admin.user.id, ada.user.id],
      })
    ).data;
    expect(listed.items.map((c) => c.id)).toEqual([posted.id, other.id]);
    expect(
      (
        await api.spaces.listCommentsInSpace(space.id, {
          targetPage: page.pageId,
          authors: [admin.user.id],
        })
      ).data.count,
    ).toBe(1);
    expect((await api.spaces.getSpaceById(space.id)).data.comments).toBe(2);

    const resolved = (
      await adaApi.spaces.updateCommentInSpace(space.id, posted.id, {
        resolved: true,
        addedReactions: ['👍'],
      })
    ).data;
    expect(resolved).toMatchObject({
      status: 'resolved',
      resolvedBy: { id: ada.user.id },
      reactions: [{ emoji: '👍', count: 1 }],
    });
    expect(
      (await api.spaces.listCommentsInSpace(space.id, { status: 'resolved' })).data.items.map(
        (c) => c.id,
      ),
    ).toEqual([posted.id]);
    expect((await api.spaces.getSpaceById(space.id)).data.comments).toBe(1);
    await expect(
      adaApi.spaces.updateCommentInSpace(space.id, posted.id, { body: { markdown: 'not mine' } }),
    ).rejects.toMatchObject({ code: 403 });

    const reply = (
      await adaApi.spaces.postCommentReplyInSpace(space.id, posted.id, {
        body: { markdown: 'Fixed' },
      })
    ).data;
    expect(reply).toMatchObject({ object: 'comment-reply', body: { markdown: 'Fixed' } });
    expect(
      (await api.spaces.listCommentRepliesInSpace(space.id, posted.id)).data.items.map((r) => r.id),
    ).toEqual([reply.id]);
    expect((await api.spaces.getCommentReplyInSpace(space.id, posted.id, reply.id)).data.id).toBe(
      reply.id,
    );
    expect(
      (
        await adaApi.spaces.updateCommentReplyInSpace(space.id, posted.id, reply.id, {
          body: { markdown: 'Fixed it' },
        })
      ).data.body,
    ).toEqual({ markdown: 'Fixed it' });
    expect((await api.spaces.getCommentInSpace(space.id, posted.id)).data.replies).toBe(1);
    await api.spaces.deleteCommentReplyInSpace(space.id, posted.id, reply.id);
    expect((await api.spaces.getCommentInSpace(space.id, posted.id)).data.replies).toBe(0);

    await api.spaces.deleteCommentInSpace(space.id, other.id);
    await expect(api.spaces.getCommentInSpace(space.id, other.id)).rejects.toMatchObject({
      code: 404,
    });
    expect((await api.spaces.getSpaceById(space.id)).data.comments).toBe(0);
    await expect(
      api.spaces.postCommentInSpace(space.id, { body: { markdown: '' } }),
    ).rejects.toMatchObject({ code: 400 });
  });
});
