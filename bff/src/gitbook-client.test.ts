// The unmodified public client of the hosted platform, pointed at our server.
import { GitBookAPI } from '@gitbook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestContext, listenOnFreePort, type TestContext } from '../test/helper.js';
import { buildOrgWithAdmin } from '../test/factories.js';

let ctx: TestContext;
let endpoint: string;
beforeAll(async () => {
  ctx = await buildTestContext();
  endpoint = await listenOnFreePort(ctx);
});
afterAll(() => ctx.close());

describe('@gitbook/api client', () => {
  it('lists organizations, reads and updates one, lists members', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const api = new GitBookAPI({ endpoint, authToken: admin.token });

    const list = await api.orgs.listOrganizationsForAuthenticatedUser();
    expect(list.data.items.map((o) => o.id)).toEqual([org.id]);

    const got = await api.orgs.getOrganizationById(org.id);
    expect(got.data.title).toBe(org.title);

    const updated = await api.orgs.updateOrganizationById(org.id, {
      title: 'Renamed by the client',
    });
    expect(updated.status).toBe(200);
    expect((await api.orgs.getOrganizationById(org.id)).data.title).toBe('Renamed by the client');

    const members = await api.orgs.listMembersInOrganizationById(org.id);
    expect(members.data.items[0]?.user.id).toBe(admin.user.id);
  });

  it('surfaces our error shape as the client error', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const api = new GitBookAPI({ endpoint, authToken: admin.token });
    await expect(api.orgs.updateOrganizationById(org.id, { title: 'x' })).rejects.toMatchObject({
      code: 400,
    });
    const anonymous = new GitBookAPI({ endpoint, authToken: 'dap_nope' });
    await expect(anonymous.orgs.listOrganizationsForAuthenticatedUser()).rejects.toMatchObject({
      code: 401,
    });
  });
});
