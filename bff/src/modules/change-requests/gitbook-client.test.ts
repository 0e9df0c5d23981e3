// The unmodified public client of the hosted platform creates, lists, gets, edits, updates and
// merges change requests against our server on a real port.
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

describe('@gitbook/api client on change requests', () => {
  it('creates, lists, gets, patches, comments, updates and merges', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const reader = await buildMember(ctx.db, org.id, 'read');
    const api = new GitBookAPI({ endpoint, authToken: admin.token });
    const readerApi = new GitBookAPI({ endpoint, authToken: reader.token });
    const space = await buildSpace(ctx.db, org.id);
    await buildPage(ctx.db, space.revisionId as string, { title: 'Install', markdown: 'hello' });

    const created = (await api.spaces.createChangeRequest(space.id, { subject: 'Docs refresh' }))
      .data;
    expect(created).toMatchObject({
      object: 'change-request',
      number: 1,
      status: 'draft',
      subject: 'Docs refresh',
      outdated: false,
      revisionInitial: space.revisionId,
    });
    expect((await api.spaces.listChangeRequestsForSpace(space.id)).data.count).toBe(0);
    expect(
      (
        await api.spaces.listChangeRequestsForSpace(space.id, { status: 'draft' as never })
      ).data.items.map((c) => c.id),
    ).toEqual([created.id]);
    expect((await readerApi.spaces.getChangeRequestById(space.id, '1')).data.id).toBe(created.id);
    await expect(
      readerApi.spaces.createChangeRequest(space.id, { subject: 'no' }),
    ).rejects.toMatchObject({ code: 403 });

    const opened = (
      await api.spaces.updateChangeRequestById(space.id, created.id, {
        status: 'open' as never,
        subject: 'Ready',
      })
    ).data;
    expect(opened).toMatchObject({ status: 'open', subject: 'Ready' });
    expect((await api.spaces.getSpaceById(space.id)).data).toMatchObject({
      changeRequests: 1,
      changeRequestsOpen: 1,
      changeRequestsDraft: 0,
    });
    const comment = (
      await api.spaces.postCommentInChangeRequest(space.id, '1', {
        body: { markdown: 'Looks good' },
      })
    ).data;
    expect(comment).toMatchObject({ object: 'comment', target: { changeRequest: created.id } });
    expect(
      (await readerApi.spaces.listCommentsInChangeRequest(space.id, created.id)).data.items.map(
        (c) => c.id,
      ),
    ).toEqual([comment.id]);
    expect((await api.spaces.getChangeRequestById(space.id, created.id)).data.comments).toBe(1);
    expect((await api.spaces.updateChangeRequest(space.id, created.id)).data.result).toBe('update');
    const merged = (await api.spaces.mergeChangeRequest(space.id, created.id)).data;
    expect(merged.result).toBe('merge');
    expect((await api.spaces.getSpaceById(space.id)).data).toMatchObject({
      revision: merged.revision,
      changeRequestsOpen: 0,
    });
    expect((await api.spaces.getChangeRequestById(space.id, created.id)).data).toMatchObject({
      status: 'merged',
      revisionMerged: merged.revision,
    });
    await expect(api.spaces.getChangeRequestById(space.id, '42')).rejects.toMatchObject({
      code: 404,
    });
  });
});
