// The unmodified public client of the hosted platform drives the site lifecycle against our
// server on a real port: sites, sections, section groups, site spaces, share links,
// adaptive schema and the published view.
import { GitBookAPI } from '@gitbook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestContext, listenOnFreePort, type TestContext } from '../../../test/helper.js';
import { buildOrgWithAdmin, buildSpace } from '../../../test/factories.js';

let ctx: TestContext;
let endpoint: string;
beforeAll(async () => {
  ctx = await buildTestContext();
  endpoint = await listenOnFreePort(ctx);
});
afterAll(() => ctx.close());

describe('@gitbook/api client on sites', () => {
  it('runs the site, section and site space lifecycle', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const api = new GitBookAPI({ endpoint, authToken: admin.token });
    const guide = await buildSpace(ctx.db, org.id, { title: 'Guide' });
    const reference = await buildSpace(ctx.db, org.id, { title: 'Reference' });
    const changelog = await buildSpace(ctx.db, org.id, { title: 'Changelog' });

    // Sites
    const created = await api.orgs.createSite(org.id, { title: 'Client docs', spaces: [guide.id] });
    expect(created.status).toBe(201);
    const site = created.data;
    expect(site).toMatchObject({
      object: 'site',
      type: 'basic',
      visibility: 'public',
      published: true,
      siteSpaces: 1,
    });
    expect((await api.orgs.getSiteById(org.id, site.id)).data.title).toBe('Client docs');
    expect(
      (await api.orgs.listSites(org.id, { published: true, title: 'client' })).data.items.map(
        (s) => s.id,
      ),
    ).toEqual([site.id]);
    const updated = await api.orgs.updateSiteById(org.id, site.id, {
      title: 'Renamed',
      basename: 'client',
      visibility: 'share-link' as never,
      proxy: 'example.com/docs',
    });
    expect(updated.data).toMatchObject({
      title: 'Renamed',
      basename: 'client',
      visibility: 'share-link',
      proxy: { origin: 'example.com/docs' },
    });
    expect(
      (await api.orgs.updateSiteById(org.id, site.id, { proxy: null })).data.proxy,
    ).toBeUndefined();

    // Sections: the root site space moves into the first section.
    const section = (
      await api.orgs.addSectionToSite(org.id, site.id, {
        spaceId: reference.id,
        title: 'API reference',
      })
    ).data;
    expect(section).toMatchObject({
      object: 'site-section',
      title: 'API reference',
      path: 'api-reference',
      default: false,
    });
    const sections = (await api.orgs.listSiteSections(org.id, site.id)).data.items;
    expect(sections.map((s) => [s.title, s.default])).toEqual([
      ['Renamed', true],
      ['API reference', false],
    ]);
    const patched = (
      await api.orgs.updateSiteSectionById(org.id, site.id, section.id, {
        path: 'api',
        icon: 'code',
        condition: 'true',
      })
    ).data;
    expect(patched).toMatchObject({ path: 'api', icon: 'code', condition: 'true' });
    expect(
      (await api.orgs.updateSiteSectionById(org.id, site.id, section.id, { condition: null })).data
        .condition,
    ).toBeUndefined();
    const moved = await api.orgs.moveSiteSection(org.id, site.id, section.id, {
      position: { before: { type: 'site-section', siteSection: sections[0]!.id } },
    });
    expect(moved.status).toBe(200);
    expect((await api.orgs.listSiteSections(org.id, site.id)).data.items.map((s) => s.id)).toEqual([
      section.id,
      sections[0]!.id,
    ]);

    // Section groups
    const group = (
      await api.orgs.addSectionGroupToSite(org.id, site.id, {
        title: 'Developers',
        sections: [section.id],
      })
    ).data;
    expect(group).toMatchObject({
      object: 'site-section-group',
      title: 'Developers',
      sections: [{ id: section.id }],
    });
    expect(
      (await api.orgs.listSiteSectionGroups(org.id, site.id)).data.items.map((g) => g.id),
    ).toEqual([group.id]);
    expect(
      (
        await api.orgs.updateSiteSectionGroupById(org.id, site.id, group.id, {
          title: 'Devs',
          icon: null,
        })
      ).data.title,
    ).toBe('Devs');
    await api.orgs.moveSiteSectionGroup(org.id, site.id, group.id, {
      position: { after: { type: 'site-section', id: sections[0]!.id } },
    });
    const structure = (await api.orgs.getPublishedContentSite(org.id, site.id)).data.structure;
    expect(structure.structure.map((i) => i.object)).toEqual([
      'site-section',
      'site-section-group',
    ]);
    expect((await api.orgs.deleteSiteSectionGroupById(org.id, site.id, group.id)).status).toBe(205);

    // Site spaces
    const added = (
      await api.orgs.addSpaceToSite(org.id, site.id, {
        spaceId: changelog.id,
        sectionId: section.id,
      })
    ).data;
    expect(added).toMatchObject({
      object: 'site-space',
      section: section.id,
      path: 'changelog',
      default: false,
    });
    const inSection = (await api.orgs.listSiteSpaces(org.id, site.id, { default: false })).data
      .items;
    expect(inSection.map((s) => s.id)).toEqual([added.id]);
    expect(
      (
        await api.orgs.updateSiteSpaceById(org.id, site.id, added.id, {
          path: 'news',
          condition: 'false',
        })
      ).data,
    ).toMatchObject({ path: 'news', condition: 'false' });
    const first = section.siteSpaces[0]!;
    await api.orgs.moveSiteSpace(org.id, site.id, added.id, {
      position: { before: { type: 'site-space', siteSpace: first.id } },
    });
    const ordered = (await api.orgs.listSiteSections(org.id, site.id)).data.items.find(
      (s) => s.id === section.id,
    )!;
    expect(ordered.siteSpaces.map((s) => s.id)).toEqual([added.id, first.id]);
    expect((await api.orgs.deleteSiteSpaceById(org.id, site.id, added.id)).status).toBe(205);

    // Share links and the published view with a key
    const link = (await api.orgs.createSiteShareLink(org.id, site.id, { name: 'Reviewers' })).data;
    expect(link).toMatchObject({ object: 'share-link', name: 'Reviewers', active: true });
    const shareKey = new URL(link.urls.published!).searchParams.get('share_key')!;
    const published = (await api.orgs.getPublishedContentSite(org.id, site.id, { shareKey })).data;
    expect(published.site.urls.published).toContain(`share_key=${shareKey}`);
    expect(
      (await api.orgs.listSiteShareLinks(org.id, site.id)).data.items.map((l) => l.id),
    ).toEqual([link.id]);
    expect(
      (await api.orgs.updateSiteShareLinkById(org.id, site.id, link.id, { active: false })).data
        .active,
    ).toBe(false);
    await expect(
      api.orgs.getPublishedContentSite(org.id, site.id, { shareKey }),
    ).rejects.toMatchObject({ code: 404 });
    expect((await api.orgs.deleteSiteShareLinkById(org.id, site.id, link.id)).status).toBe(205);

    // Adaptive schema
    const jsonSchema = {
      type: 'object' as const,
      properties: { isBeta: { type: 'boolean' as const, description: 'Beta tester' } },
      additionalProperties: false as const,
    };
    expect(
      (await api.orgs.updateSiteAdaptiveSchema(org.id, site.id, { jsonSchema })).data.jsonSchema,
    ).toEqual(jsonSchema);
    expect((await api.orgs.getSiteAdaptiveSchema(org.id, site.id)).data.object).toBe(
      'site-adaptive-schema',
    );
    await expect(
      api.orgs.updateSiteAdaptiveSchema(org.id, site.id, {
        jsonSchema: { ...jsonSchema, additionalProperties: true as never },
      }),
    ).rejects.toMatchObject({ code: 400 });

    // Deletions
    expect((await api.orgs.deleteSiteSectionById(org.id, site.id, section.id)).status).toBe(205);
    expect((await api.orgs.getSiteById(org.id, site.id)).data.siteSpaces).toBe(1);
    expect((await api.orgs.deleteSiteById(org.id, site.id)).status).toBe(205);
    await expect(api.orgs.getSiteById(org.id, site.id)).rejects.toMatchObject({ code: 404 });
  });
});
