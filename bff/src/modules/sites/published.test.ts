import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestContext, type TestContext } from '../../../test/helper.js';
import {
  buildMember,
  buildOrgWithAdmin,
  buildShareLink,
  buildSite,
  buildSpace,
} from '../../../test/factories.js';

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

type Item = {
  object: string;
  id: string;
  title: string;
  sections?: Item[];
  siteSpaces?: { urls: { published?: string } }[];
  urls?: { published?: string };
};

describe('GET SITE/published', () => {
  it('shows a site without sections as its site spaces, with customizations', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const a = await buildSpace(ctx.db, org.id, { title: 'Guide' });
    const b = await buildSpace(ctx.db, org.id, { title: 'Changelog' });
    const site = await buildSite(ctx.db, org.id, { title: 'Acme docs', spaces: [a.id, b.id] });
    const res = await inject('GET', `/v1/orgs/${org.id}/sites/${site.id}/published`, admin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.object).toBe('published-content-site');
    expect(body.site).toMatchObject({
      object: 'site',
      id: site.id,
      title: 'Acme docs',
      published: true,
      siteSpaces: 2,
    });
    expect(body.structure.type).toBe('siteSpaces');
    expect(
      body.structure.structure.map(
        (s: { object: string; title: string; default: boolean; urls: { published: string } }) => [
          s.object,
          s.title,
          s.default,
          s.urls.published,
        ],
      ),
    ).toEqual([
      ['site-space', 'Guide', true, `http://docs.test/s/${site.id}`],
      ['site-space', 'Changelog', false, `http://docs.test/s/${site.id}/changelog`],
    ]);
    const custom = body.customizations.site;
    expect(custom.title).toBe('Acme docs');
    expect(Object.keys(custom.styling).sort()).toEqual(
      [
        'corners',
        'dangerColor',
        'font',
        'icons',
        'infoColor',
        'links',
        'primaryColor',
        'search',
        'sidebar',
        'successColor',
        'theme',
        'tint',
        'warningColor',
      ].sort(),
    );
    for (const color of [
      'primaryColor',
      'infoColor',
      'successColor',
      'warningColor',
      'dangerColor',
    ]) {
      expect(custom.styling[color]).toEqual({
        light: expect.stringMatching(/^#[0-9A-Fa-f]{6}$/),
        dark: expect.stringMatching(/^#[0-9A-Fa-f]{6}$/),
      });
    }
    expect(custom.styling.tint.color).toHaveProperty('light');
    expect(custom.styling.sidebar).toEqual({
      background: expect.any(String),
      list: expect.any(String),
    });
    expect(custom.internationalization).toEqual({ locale: 'en' });
    expect(custom.favicon).toEqual({});
  });

  it('shows the top level in order, groups holding their sections, with published URLs', async () => {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const site = await buildSite(ctx.db, org.id);
    const url = `/v1/orgs/${org.id}/sites/${site.id}`;
    const sections = [];
    for (const title of ['Home', 'Guides', 'API', 'Blog']) {
      const space = await buildSpace(ctx.db, org.id, { title });
      sections.push(
        (await inject('POST', `${url}/sections`, admin.token, { spaceId: space.id, title })).json(),
      );
    }
    const group = (
      await inject('POST', `${url}/section-groups`, admin.token, {
        title: 'Developers',
        sections: [sections[2].id, sections[1].id],
      })
    ).json();
    const body = (await inject('GET', `${url}/published`, admin.token)).json();
    expect(body.structure.type).toBe('sections');
    const shape = (body.structure.structure as Item[]).map((i) => [
      i.object,
      i.title,
      i.sections?.map((s) => s.title),
    ]);
    expect(shape).toEqual([
      ['site-section', 'Home', undefined],
      ['site-section-group', 'Developers', ['API', 'Guides']],
      ['site-section', 'Blog', undefined],
    ]);
    const [home, dev] = body.structure.structure as Item[];
    expect(home!.urls!.published).toBe(`http://docs.test/s/${site.id}`);
    expect(dev!.id).toBe(group.id);
    expect(dev!.sections![0]!.urls!.published).toBe(`http://docs.test/s/${site.id}/api`);
    expect(dev!.sections![0]!.siteSpaces![0]!.urls.published).toBe(
      `http://docs.test/s/${site.id}/api`,
    );
  });
});

describe('shareKey', () => {
  async function shareLinkSite() {
    const { org, admin } = await buildOrgWithAdmin(ctx.db);
    const space = await buildSpace(ctx.db, org.id, { title: 'Private guide' });
    const site = await buildSite(ctx.db, org.id, { visibility: 'share-link', spaces: [space.id] });
    const url = `/v1/orgs/${org.id}/sites/${site.id}`;
    await inject('POST', `${url}/sections`, admin.token, {
      spaceId: (await buildSpace(ctx.db, org.id, { title: 'More' })).id,
    });
    const link = await buildShareLink(ctx.db, site.id, { name: 'Reviewers' });
    return { org, admin, site, url, link };
  }
  const reads = ['/published', '/sections', '/site-spaces'];

  it('puts a valid key into the published URLs of a share-link site, on every read that takes it', async () => {
    const { admin, site, url, link } = await shareLinkSite();
    const suffix = `?share_key=${link.token}`;
    const published = (
      await inject('GET', `${url}/published?shareKey=${link.token}`, admin.token)
    ).json();
    expect(published.site.urls.published).toBe(`http://docs.test/s/${site.id}${suffix}`);
    const [first, second] = published.structure.structure as Item[];
    expect(first!.urls!.published).toBe(`http://docs.test/s/${site.id}${suffix}`);
    expect(second!.urls!.published).toBe(`http://docs.test/s/${site.id}/more${suffix}`);
    const sections = (
      await inject('GET', `${url}/sections?shareKey=${link.token}`, admin.token)
    ).json();
    expect(sections.items.every((s: Item) => s.urls!.published!.endsWith(suffix))).toBe(true);
    const siteSpaces = (
      await inject('GET', `${url}/site-spaces?shareKey=${link.token}`, admin.token)
    ).json();
    expect(siteSpaces.items).toHaveLength(2);
    expect(siteSpaces.items.every((s: Item) => s.urls!.published!.endsWith(suffix))).toBe(true);

    // Members without a key still see the site, with plain URLs.
    const plain = (await inject('GET', `${url}/published`, admin.token)).json();
    expect(plain.site.urls.published).toBe(`http://docs.test/s/${site.id}`);
  });

  it("gives no access with a wrong, inactive, or other site's key", async () => {
    const { admin, url, link, org, site } = await shareLinkSite();
    const inactive = await buildShareLink(ctx.db, site.id, { active: false });
    const otherSite = await buildSite(ctx.db, org.id, { visibility: 'share-link' });
    const foreign = await buildShareLink(ctx.db, otherSite.id);
    for (const key of ['wrong-key', inactive.token, foreign.token, link.token.slice(0, -1)]) {
      for (const path of reads) {
        const res = await inject(
          'GET',
          `${url}${path}?shareKey=${encodeURIComponent(key)}`,
          admin.token,
        );
        expect(res.statusCode, `${path} ${key}`).toBe(404);
        expect(res.json().error.code).toBe(404);
      }
    }
    // Turning a link off through the API takes effect at once.
    await inject('PATCH', `${url}/share-links/${link.id}`, admin.token, { active: false });
    expect(
      (await inject('GET', `${url}/published?shareKey=${link.token}`, admin.token)).statusCode,
    ).toBe(404);
  });

  it("opens a share-link site's published reads to a guest holding the key, and nothing else", async () => {
    const { org, url, link } = await shareLinkSite();
    const guest = await buildMember(ctx.db, org.id, null);
    for (const path of reads) {
      expect((await inject('GET', `${url}${path}`, guest.token)).statusCode, path).toBe(403);
      const res = await inject('GET', `${url}${path}?shareKey=${link.token}`, guest.token);
      expect(res.statusCode, path).toBe(200);
    }
    const published = (
      await inject('GET', `${url}/published?shareKey=${link.token}`, guest.token)
    ).json();
    expect(published.site.permissions).toMatchObject({ view: false, edit: false });
    expect((await inject('GET', `${url}?shareKey=${link.token}`, guest.token)).statusCode).toBe(
      403,
    );
    expect(
      (await inject('PATCH', `${url}/share-links/${link.id}`, guest.token, { active: true }))
        .statusCode,
    ).toBe(403);
  });

  it('does not carry a valid key into URLs of a site that is not share-link', async () => {
    const { admin, url, link } = await shareLinkSite();
    await inject('PATCH', url, admin.token, { visibility: 'public' });
    const res = await inject('GET', `${url}/published?shareKey=${link.token}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().site.urls.published).not.toContain('share_key');
  });
});
