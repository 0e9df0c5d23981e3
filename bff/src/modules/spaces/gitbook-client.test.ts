// The unmodified public client of the hosted platform reads, updates, moves, duplicates,
// deletes and restores a space against our server on a real port.
import { GitBookAPI } from '@gitbook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestContext, listenOnFreePort, type TestContext } from '../../../test/helper.js';
import { buildCollection, buildOrgWithAdmin, buildSpace } from '../../../test/factories.js';

let ctx: TestContext;
let endpoint: string;
beforeAll(async () => {
  ctx = await buildTestContext();
  endpoint = await listenOnFreePort(ctx);
});
afterAll(() => ctx.close());

describe('@gitbook/api client on spaces', () => {
  it('runs the space lifecycle', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const api = new GitBookAPI({ endpoint, authToken: admin.token });
    const first = await buildSpace(ctx.db, org.id, { title: 'First' });
    const collection = await buildCollection(ctx.db, org.id);

    // Our additions, which the client also knows.
    const created = await api.orgs.createSpace(org.id, { title: 'Client space', emoji: '🧪' });
    expect(created.status).toBe(201);
    const space = created.data;
    expect(space).toMatchObject({
      object: 'space',
      title: 'Client space',
      emoji: '🧪',
      organization: org.id,
      visibility: 'private',
    });
    const listed = (await api.orgs.listSpacesInOrganizationById(org.id, { limit: 1 })).data;
    expect(listed.items.map((s) => s.id)).toEqual([first.id]);
    expect(listed.count).toBe(2);
    expect(
      (
        await api.orgs.listSpacesInOrganizationById(org.id, { page: listed.next!.page })
      ).data.items.map((s) => s.id),
    ).toEqual([space.id]);

    // Read and update (the client types these enums as TypeScript enums it does not export at run time).
    const read = (await api.spaces.getSpaceById(space.id)).data;
    expect(read).toMatchObject({
      id: space.id,
      revision: space.revision,
      defaultLevel: 'read',
      comments: 0,
      permissions: { admin: true },
    });
    const updated = await api.spaces.updateSpaceById(space.id, {
      title: 'Renamed',
      emoji: '📦',
      editMode: 'locked' as never,
      defaultLevel: 'comment' as never,
    });
    expect(updated.data).toMatchObject({
      title: 'Renamed',
      emoji: '📦',
      editMode: 'locked' as never,
      defaultLevel: 'comment' as never,
    });
    await expect(
      api.spaces.updateSpaceById(space.id, { title: 'x'.repeat(51) }),
    ).rejects.toMatchObject({ code: 400 });

    // Move into a collection, before nothing else there; then before the first space at the top level.
    expect((await api.spaces.moveSpace(space.id, { parent: collection.id })).data.parent).toBe(
      collection.id,
    );
    const back = await api.spaces.moveSpace(space.id, {
      parent: null,
      position: { before: { type: 'space', space: first.id } },
    });
    expect(back.status).toBe(200);
    expect(back.data.parent).toBeUndefined();
    expect(
      (await api.orgs.listSpacesInOrganizationById(org.id)).data.items.map((s) => s.id),
    ).toEqual([space.id, first.id]);

    // Duplicate.
    const copy = await api.spaces.duplicateSpace(space.id);
    expect(copy.status).toBe(201);
    expect(copy.data).toMatchObject({ title: 'Renamed (copy)', emoji: '📦', organization: org.id });

    // Delete, read from the trash, restore.
    const deleted = await api.spaces.deleteSpaceById(space.id);
    expect(deleted.status).toBe(205);
    expect((await api.spaces.getSpaceById(space.id)).data.deletedAt).toEqual(expect.any(String));
    await expect(api.spaces.updateSpaceById(space.id, { title: 'Gone' })).rejects.toMatchObject({
      code: 404,
    });
    const restored = await api.spaces.restoreSpace(space.id);
    expect(restored.status).toBe(200);
    expect(restored.data.deletedAt).toBeUndefined();
    expect(restored.data.title).toBe('Renamed');

    // Another organization's admin sees nothing.
    const outsider = new GitBookAPI({
      endpoint,
      authToken: (await buildOrgWithAdmin(ctx.db)).admin.token,
    });
    await expect(outsider.spaces.getSpaceById(space.id)).rejects.toMatchObject({ code: 404 });
  });
});
