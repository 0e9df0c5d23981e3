// Sites dashboard: the sites list, the structure tab (drag and drop with the pointer and the
// keyboard, groups, a refused move), share links and the adaptive schema, through the real
// BFF and database.
import type { Locator, Page } from '@playwright/test';
import { Api, artifact, expect, test } from '../fixtures';

type Site = { id: string; title: string };
type Section = { id: string; title: string; siteSpaces: { id: string }[] };
type Group = { id: string; title: string; sections: Section[] };

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A site with sections (each with a new space) and empty groups, made through the API. */
async function seedSite(
  api: Api,
  orgId: string,
  {
    sections,
    groups = [],
    title = unique('Seeded site'),
  }: { sections: string[]; groups?: string[]; title?: string },
) {
  const site = await api.post<Site>(`/v1/orgs/${orgId}/sites`, { title, visibility: 'public' });
  const base = `/v1/orgs/${orgId}/sites/${site.id}`;
  const made: Record<string, Section> = {};
  for (const title of sections)
    made[title] = await api.post<Section>(`${base}/sections`, { spaceId: null, title });
  const madeGroups: Record<string, Group> = {};
  for (const title of groups)
    madeGroups[title] = await api.post<Group>(`${base}/section-groups`, { title });
  return { site, base, sections: made, groups: madeGroups };
}

const structureURL = (orgId: string, siteId: string) =>
  `/app/orgs/${orgId}/sites/${siteId}/structure`;
const topLevelTitles = (page: Page) =>
  page
    .getByTestId('structure-list')
    .locator(':scope > li')
    .evaluateAll((items) =>
      items.map((li) =>
        (
          li.querySelector('[data-testid="section-title"], [data-testid="group-title"]')
            ?.textContent ?? ''
        ).trim(),
      ),
    );
const handle = (page: Page, kind: 'section' | 'group', title: string) =>
  page.getByRole('button', { name: `Move ${kind} “${title}”`, exact: true });

type Point = { x: number; y: number };

/** Scrolls so the structure list starts near the top of the window, below the sticky header. */
async function scrollToList(page: Page) {
  await page
    .getByTestId('structure-list')
    .evaluate((list) =>
      window.scrollTo(0, list.getBoundingClientRect().top + window.scrollY - 130),
    );
}

/**
 * Drags with the mouse as a person does: press on the handle, move past the activation
 * distance, then move a few pixels at a time towards the target (measured again at every
 * step, since the list makes room as the item travels) until `done()` holds, and release.
 */
async function drag(
  page: Page,
  from: Locator,
  target: () => Promise<Point>,
  done: () => Promise<boolean>,
) {
  const box = (await from.boundingBox())!;
  let at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  const goal = await target();
  at = { x: at.x, y: at.y + (goal.y > at.y ? 10 : -10) };
  await page.mouse.move(at.x, at.y, { steps: 3 });
  for (let i = 0; i < 80 && !(await done()); i++) {
    const to = await target();
    const dy = Math.max(-24, Math.min(24, to.y - at.y));
    const dx = Math.max(-24, Math.min(24, to.x - at.x));
    at = { x: at.x + dx, y: at.y + dy };
    await page.mouse.move(at.x, at.y, { steps: 2 });
  }
  expect(await done(), 'the dragged item should reach its place before the drop').toBe(true);
  await page.mouse.up();
}

const pointAbove = (locator: Locator) => async () => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + 8 };
};

const pointInside = (locator: Locator) => async () => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** The titles of the top-level items, in order, as rendered (also during a drag). */
const orderIs = (page: Page, expected: string[]) => async () =>
  JSON.stringify(await topLevelTitles(page)) === JSON.stringify(expected);

test('create a site with two sections, drag the second above the first, and the order survives a reload', async ({
  signedIn: page,
  org,
}) => {
  await page.goto(`/app/orgs/${org.id}/sites`);
  await expect(page.getByRole('heading', { name: 'Sites' })).toBeVisible();

  // Create the site through the dialog.
  await page.getByRole('button', { name: 'New site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a site' });
  const title = unique('Handbook');
  const titleField = dialog.getByRole('textbox', { name: 'Title' });
  await titleField.fill('H');
  await dialog.getByRole('button', { name: 'Create site' }).click();
  await expect(titleField).toHaveAccessibleDescription(/at least 2 characters/);
  await titleField.fill(title);
  await dialog.getByLabel('Unlisted').check();
  await dialog.getByLabel('Nothing yet').check();
  await dialog.getByRole('button', { name: 'Create site' }).click();
  await expect(page).toHaveURL(/\/sites\/[^/]+\/structure$/);
  await expect(page.getByTestId('site-title')).toHaveText(title);
  await expect(page.getByText('This site is empty')).toBeVisible();

  // Two sections, each with a new space.
  for (const name of ['Getting started', 'API reference']) {
    await page.getByRole('button', { name: 'Add section' }).click();
    const add = page.getByRole('dialog', { name: 'Add a section' });
    await add.getByRole('textbox', { name: 'Title' }).fill(name);
    await add.getByRole('button', { name: 'Add section' }).click();
    await expect(add).toBeHidden();
    await expect(page.getByTestId('section-title').filter({ hasText: name })).toBeVisible();
  }
  await expect.poll(() => topLevelTitles(page)).toEqual(['Getting started', 'API reference']);

  // Drag "API reference" above "Getting started" with the mouse.
  const moved = page.waitForResponse(
    (r) => r.url().includes('/move') && r.request().method() === 'POST',
  );
  const firstRow = page.getByTestId('section-row').filter({ hasText: 'Getting started' });
  await scrollToList(page);
  await drag(
    page,
    handle(page, 'section', 'API reference'),
    pointAbove(firstRow),
    orderIs(page, ['API reference', 'Getting started']),
  );
  await expect.poll(() => topLevelTitles(page)).toEqual(['API reference', 'Getting started']);
  expect((await moved).status()).toBe(200);

  await page.reload();
  await expect(page.getByTestId('section-title').first()).toBeVisible();
  await expect.poll(() => topLevelTitles(page)).toEqual(['API reference', 'Getting started']);

  // The list finds it by title and by published state.
  await page.goto(`/app/orgs/${org.id}/sites`);
  await page.getByLabel('Filter sites by title').fill(title);
  await expect(page).toHaveURL(/title=/);
  await expect(page.getByTestId('site-row')).toHaveCount(1);
  await page.getByLabel('Filter by published state').selectOption({ label: 'Not published' });
  await expect(page.getByText('No sites match')).toBeVisible();
  await page.getByLabel('Filter by published state').selectOption({ label: 'Published' });
  await expect(page.getByTestId('site-row').filter({ hasText: title })).toBeVisible();
  await page.screenshot({ path: artifact('sites-list'), fullPage: true });
});

test('the same reorder with the keyboard only, announced to screen readers', async ({
  signedIn: page,
  org,
  api,
}) => {
  const { site } = await seedSite(api, org.id, { sections: ['Alpha', 'Beta'] });
  await page.goto(structureURL(org.id, site.id));
  await expect(page.getByTestId('section-title')).toHaveCount(2);
  await expect.poll(() => topLevelTitles(page)).toEqual(['Alpha', 'Beta']);

  const beta = handle(page, 'section', 'Beta');
  await beta.focus();
  await page.keyboard.press('Space');
  // dnd-kit's live region announces picking up and dropping; the board's announces each move.
  const dndLive = page.locator('[id^="DndLiveRegion"]', { hasText: 'section “Beta”' });
  const announcer = page.getByTestId('structure-announcer');
  await expect(dndLive).toContainText(
    'Picked up section “Beta”, at position 2 of 2 at the top level',
  );
  await page.keyboard.press('ArrowUp');
  await expect(announcer).toHaveText('section “Beta” moved to position 1 of 2 at the top level.');
  const moved = page.waitForResponse(
    (r) => r.url().includes('/move') && r.request().method() === 'POST',
  );
  await page.keyboard.press('Space');
  await expect(dndLive).toContainText('section “Beta” dropped at position 1 of 2 at the top level');
  expect((await moved).status()).toBe(200);
  await expect.poll(() => topLevelTitles(page)).toEqual(['Beta', 'Alpha']);
  // Focus stays on the handle, ready for the next move.
  await expect(beta).toBeFocused();

  await page.reload();
  await expect(page.getByTestId('section-title')).toHaveCount(2);
  await expect.poll(() => topLevelTitles(page)).toEqual(['Beta', 'Alpha']);

  // Escape puts it back and says so; nothing is sent.
  const alpha = handle(page, 'section', 'Alpha');
  await alpha.focus();
  await page.keyboard.press('Space');
  await expect(
    page.locator('[id^="DndLiveRegion"]', { hasText: 'Picked up section “Alpha”' }),
  ).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => topLevelTitles(page)).toEqual(['Alpha', 'Beta']);
  await page.keyboard.press('Escape');
  await expect(
    page.locator('[id^="DndLiveRegion"]', { hasText: 'Moving cancelled' }),
  ).toContainText('section “Alpha” is back at position 2 of 2 at the top level');
  await expect.poll(() => topLevelTitles(page)).toEqual(['Beta', 'Alpha']);
});

test('a section is dragged into a group and out again with the keyboard; a group is dragged to the top', async ({
  signedIn: page,
  org,
  api,
}) => {
  const { site, base, sections, groups } = await seedSite(api, org.id, {
    sections: ['Alpha', 'Beta'],
    groups: ['Guides'],
  });
  await page.goto(structureURL(org.id, site.id));
  await expect(page.getByTestId('group-drop-zone')).toBeVisible();
  await expect.poll(() => topLevelTitles(page)).toEqual(['Alpha', 'Beta', 'Guides']);

  const added = page.waitForResponse(
    (r) =>
      r.url().endsWith(`/section-groups/${groups.Guides!.id}/sections`) &&
      r.request().method() === 'POST',
  );
  await scrollToList(page);
  const guidesBody = page
    .getByTestId('group-row')
    .filter({ hasText: 'Guides' })
    .getByTestId('group-body');
  const alphaInGuides = async () =>
    (await guidesBody.locator(`[data-section-id="${sections.Alpha!.id}"]`).count()) === 1;
  await drag(page, handle(page, 'section', 'Alpha'), pointInside(guidesBody), alphaInGuides);
  expect((await added).status()).toBe(201);
  const group = page.getByTestId('group-row').filter({ hasText: 'Guides' });
  await expect(group.getByTestId('section-title')).toHaveText(['Alpha']);
  await expect.poll(() => topLevelTitles(page)).toEqual(['Beta', 'Guides']);

  await page.reload();
  await expect(
    page.getByTestId('group-row').filter({ hasText: 'Guides' }).getByTestId('section-title'),
  ).toHaveText(['Alpha']);
  const stored = await api.get<{ items: Group[] }>(`${base}/section-groups`);
  expect(stored.items[0]!.sections.map((s) => s.id)).toEqual([sections.Alpha!.id]);

  // Out of the group with the keyboard: the section travels up past the group header.
  await handle(page, 'section', 'Alpha').focus();
  await page.keyboard.press('Space');
  await expect(
    page.locator('[id^="DndLiveRegion"]', { hasText: 'Picked up section “Alpha”' }),
  ).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('structure-announcer')).toHaveText(
    'section “Alpha” moved to position 2 of 3 at the top level.',
  );
  const removed = page.waitForResponse(
    (r) =>
      r.url().includes(`/section-groups/${groups.Guides!.id}/sections/`) &&
      r.request().method() === 'DELETE',
  );
  await page.keyboard.press('Space');
  expect((await removed).status()).toBe(205);
  await expect(page.getByTestId('group-drop-zone')).toBeVisible();
  await expect(handle(page, 'section', 'Alpha')).toBeFocused();
  await expect.poll(() => topLevelTitles(page)).toEqual(['Beta', 'Alpha', 'Guides']);
  await page.reload();
  await expect(page.getByTestId('group-drop-zone')).toBeVisible();
  await expect.poll(() => topLevelTitles(page)).toEqual(['Beta', 'Alpha', 'Guides']);

  // A group moves among the top-level items with the mouse.
  const groupMoved = page.waitForResponse((r) =>
    r.url().endsWith(`/section-groups/${groups.Guides!.id}/move`),
  );
  await scrollToList(page);
  await drag(
    page,
    handle(page, 'group', 'Guides'),
    pointAbove(page.getByTestId('section-row').filter({ hasText: 'Beta' })),
    orderIs(page, ['Guides', 'Beta', 'Alpha']),
  );
  expect((await groupMoved).status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('group-drop-zone')).toBeVisible();
  await expect.poll(() => topLevelTitles(page)).toEqual(['Guides', 'Beta', 'Alpha']);
});

test('a move the server refuses is rolled back and explained', async ({
  signedIn: page,
  org,
  api,
}) => {
  const { site } = await seedSite(api, org.id, { sections: ['Alpha', 'Beta'] });
  await page.route('**/v1/orgs/*/sites/*/sections/*/move', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 409,
          message: 'The structure of this site changed meanwhile; reload and try again',
        },
      }),
    }),
  );
  await page.goto(structureURL(org.id, site.id));
  await expect(page.getByTestId('section-title')).toHaveCount(2);

  const refused = page.waitForResponse((r) => r.url().includes('/move'));
  await scrollToList(page);
  await drag(
    page,
    handle(page, 'section', 'Beta'),
    pointAbove(page.getByTestId('section-row').filter({ hasText: 'Alpha' })),
    orderIs(page, ['Beta', 'Alpha']),
  );
  expect((await refused).status()).toBe(409);

  const notice = page.getByRole('alert').filter({ hasText: 'Could not move section “Beta”' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(
    'The structure of this site changed meanwhile; reload and try again',
  );
  await expect.poll(() => topLevelTitles(page)).toEqual(['Alpha', 'Beta']);
  await page.screenshot({ path: artifact('structure-refused-move') });

  await page.unroute('**/v1/orgs/*/sites/*/sections/*/move');
  await page.reload();
  await expect(page.getByTestId('section-title')).toHaveCount(2);
  await expect.poll(() => topLevelTitles(page)).toEqual(['Alpha', 'Beta']);
});

test('create a share link, copy it once, and deactivate it', async ({
  signedIn: page,
  org,
  api,
}) => {
  const { site } = await seedSite(api, org.id, { sections: ['Alpha'] });
  await api.patch(`/v1/orgs/${org.id}/sites/${site.id}`, { visibility: 'share-link' });
  await page.goto(`/app/orgs/${org.id}/sites/${site.id}/share-links`);
  await expect(page.getByText('No share links')).toBeVisible();

  await page.getByLabel('Link name').fill('x'.repeat(51));
  await expect(page.getByLabel('Link name')).toHaveValue('x'.repeat(50));
  await page.getByLabel('Link name').fill('Partner preview');
  await page.getByRole('button', { name: 'Create link' }).click();
  const created = page.getByTestId('created-share-link');
  await expect(created).toContainText('Link “Partner preview” created');
  await expect(created.getByLabel('New share link')).toHaveValue(/\/s\/.+\?share_key=.+/);

  const row = page.getByTestId('share-link-row').filter({ hasText: 'Partner preview' });
  await expect(row).toContainText('Active');
  await row.getByRole('switch', { name: 'Active: Partner preview' }).click();
  await expect(row).toContainText('Inactive');
  await page.screenshot({ path: artifact('share-links'), fullPage: true });

  // Shown once: after a reload the secret is gone from the screen, the state stays.
  await page.reload();
  await expect(page.getByTestId('created-share-link')).toHaveCount(0);
  await expect(
    page.getByTestId('share-link-row').filter({ hasText: 'Partner preview' }),
  ).toContainText('Inactive');
  const links = await api.get<{ items: { name: string; active: boolean }[] }>(
    `/v1/orgs/${org.id}/sites/${site.id}/share-links`,
  );
  expect(links.items).toEqual([
    expect.objectContaining({ name: 'Partner preview', active: false }),
  ]);
});

test('an invalid adaptive schema shows the server’s message next to the field', async ({
  signedIn: page,
  org,
  api,
}) => {
  const { site } = await seedSite(api, org.id, { sections: ['Alpha'] });
  await page.goto(`/app/orgs/${org.id}/sites/${site.id}/settings`);
  const editor = page.getByLabel('JSON schema');
  await expect(editor).toHaveValue(/"unsigned"/);

  // Turn adaptive content on.
  await page.getByRole('switch', { name: 'Adaptive content' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();

  // Not JSON: caught before sending.
  await editor.fill('{ "type": ');
  await page.getByRole('button', { name: 'Save schema' }).click();
  await expect(editor).toHaveAccessibleDescription(/This is not valid JSON/);

  // JSON, but a claim that is not a boolean: the server's message, next to the field.
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    additionalProperties: false,
    properties: { plan: { type: 'string', description: 'The visitor’s plan' } },
  };
  const refused = page.waitForResponse(
    (r) => r.url().endsWith('/adaptive-schema') && r.request().method() === 'PUT',
  );
  await editor.fill(JSON.stringify(schema, null, 2));
  await page.getByRole('button', { name: 'Save schema' }).click();
  const response = await refused;
  expect(response.status()).toBe(400);
  const message = ((await response.json()) as { error: { message: string } }).error.message;
  expect(message).toMatch(/^body\.jsonSchema\.properties\.plan\.type: /);
  await expect(editor).toHaveAttribute('aria-invalid', 'true');
  await expect(editor).toHaveAccessibleDescription(
    new RegExp(
      `properties\\.plan\\.type: ${message
        .split(': ')
        .slice(1)
        .join(': ')
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    ),
  );
  await page.screenshot({ path: artifact('adaptive-schema-error') });

  // Fixed, it saves.
  schema.properties.plan = {
    type: 'boolean',
    description: 'The visitor is on a paid plan',
  } as never;
  await editor.fill(JSON.stringify(schema, null, 2));
  await page.getByRole('button', { name: 'Save schema' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved' }).last()).toBeVisible();
  await expect(editor).not.toHaveAttribute('aria-invalid', 'true');
});

test('the structure tab shows sections, groups and spaces as visitors see them', async ({
  signedIn: page,
  org,
  api,
}) => {
  const { site, base, sections } = await seedSite(api, org.id, {
    title: 'Acme Developer Docs',
    sections: ['Getting started', 'Guides', 'API reference', 'Changelog'],
  });
  const grouped = await api.post<Group>(`${base}/section-groups`, {
    title: 'Developers',
    sections: [sections['API reference']!.id, sections.Changelog!.id],
  });
  await api.patch(`${base}/sections/${sections.Guides!.id}`, {
    condition: 'visitor.claims.unsigned.beta',
    description: 'Step-by-step guides for common tasks',
    icon: 'book',
  });
  // A second variant of "Getting started": a space titled "Version 2" (made with a section
  // of that name, which is then removed: the contract has no space creation endpoint).
  const scratch = await api.post<Section & { siteSpaces: { space: { id: string } }[] }>(
    `${base}/sections`,
    { spaceId: null, title: 'Version 2' },
  );
  await api.post(`${base}/site-spaces`, {
    spaceId: scratch.siteSpaces[0]!.space.id,
    sectionId: sections['Getting started']!.id,
  });
  await api.delete(`${base}/sections/${scratch.id}`);
  await api.post(`${base}/section-groups`, { title: 'Resources' });
  expect(grouped.sections).toHaveLength(2);

  await page.goto(structureURL(org.id, site.id));
  await expect(page.getByTestId('section-title')).toHaveCount(4);
  await expect(page.getByRole('figure', { name: 'Visitor preview' })).toBeVisible();
  await page.screenshot({ path: artifact('structure-tab'), fullPage: true });

  // Narrow window: still usable.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(handle(page, 'section', 'Guides')).toBeVisible();
  await page.screenshot({ path: artifact('structure-tab-narrow'), fullPage: true });
});

test('sections are edited, made default and deleted; a taken path is refused next to the field', async ({
  signedIn: page,
  org,
  api,
}) => {
  const { site } = await seedSite(api, org.id, { sections: ['Alpha', 'Beta'] });
  await page.goto(structureURL(org.id, site.id));
  await expect(page.getByTestId('section-title')).toHaveCount(2);
  await page.getByRole('button', { name: 'Actions for section “Beta”' }).click();
  await page.getByRole('menuitem', { name: 'Edit section…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit section “Beta”' });
  await dialog.getByLabel('Path').fill('has space');
  await dialog.getByRole('button', { name: 'Save section' }).click();
  await expect(dialog.getByLabel('Path')).toHaveAccessibleDescription(/one URL segment/i);
  // The client cannot know which paths are taken: the server's 409 goes next to the field.
  await dialog.getByLabel('Path').fill('alpha');
  await dialog.getByRole('button', { name: 'Save section' }).click();
  await expect(dialog.getByLabel('Path')).toHaveAccessibleDescription(
    /already used by another section/,
  );
  await dialog.getByLabel('Path').fill('beta-guides');
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Beta guides');
  await dialog.getByLabel('Condition').fill('visitor.claims.unsigned.beta');
  await dialog.getByLabel('Icon').fill('book');
  await dialog.getByLabel('Description').fill('Guides for beta testers');
  await dialog.getByRole('button', { name: 'Save section' }).click();
  await expect(dialog).toBeHidden();
  const edited = page.getByTestId('section-row').filter({ hasText: 'Beta guides' });
  await expect(edited).toContainText('/beta-guides');
  await expect(edited).toContainText('Conditional');
  await expect(edited).toContainText('Guides for beta testers');

  await page.getByRole('button', { name: 'Actions for section “Beta guides”' }).click();
  await page.getByRole('menuitem', { name: 'Make default section' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '“Beta guides” is now the default section.' }),
  ).toBeVisible();
  await expect(edited.getByText('Default', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Actions for section “Alpha”' }).click();
  await page.getByRole('menuitem', { name: 'Delete section…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this section?' });
  await confirm.getByRole('button', { name: 'Delete section' }).click();
  await expect(page.getByTestId('section-title')).toHaveText(['Beta guides']);

  await page.reload();
  await expect(page.getByTestId('section-title')).toHaveText(['Beta guides']);
  await expect(page.getByTestId('section-row').filter({ hasText: 'Beta guides' })).toContainText(
    'Default',
  );
});

test('groups are created, renamed and deleted, and site spaces reorder with the keyboard', async ({
  signedIn: page,
  org,
  api,
}) => {
  const { site, base, sections } = await seedSite(api, org.id, { sections: ['Alpha', 'Beta'] });
  await api.post(`${base}/site-spaces`, { spaceId: null, sectionId: sections.Alpha!.id });
  await page.goto(structureURL(org.id, site.id));
  await expect(page.getByTestId('section-title')).toHaveCount(2);

  // A group holding Beta, made in the dialog.
  await page.getByRole('button', { name: 'Add group' }).click();
  const add = page.getByRole('dialog', { name: 'Add a section group' });
  await add.getByRole('textbox', { name: 'Title' }).fill('Products');
  await add.getByLabel('Beta').check();
  await add.getByRole('button', { name: 'Add group' }).click();
  await expect(add).toBeHidden();
  const group = page.getByTestId('group-row').filter({ hasText: 'Products' });
  await expect(group.getByTestId('section-title')).toHaveText(['Beta']);

  await page.getByRole('button', { name: 'Actions for group “Products”' }).click();
  await page.getByRole('menuitem', { name: 'Edit group…' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit group “Products”' });
  await edit.getByRole('textbox', { name: 'Title' }).fill('');
  await edit.getByRole('button', { name: 'Save group' }).click();
  await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
    /Enter a title/,
  );
  await edit.getByRole('textbox', { name: 'Title' }).fill('Platform');
  await edit.getByRole('button', { name: 'Save group' }).click();
  await expect(page.getByTestId('group-title')).toHaveText(['Platform']);

  // Site spaces of Alpha: move the second one up with the keyboard.
  const alpha = page.getByTestId('section-row').filter({ hasText: 'Alpha' }).first();
  await expect(alpha.getByTestId('site-space-title')).toHaveText(['Alpha', 'Untitled']);
  await page.getByRole('button', { name: 'Move space “Untitled” in section “Alpha”' }).focus();
  const live = page.locator('[id^="DndLiveRegion"]', { hasText: 'space “Untitled”' });
  await page.keyboard.press('Space');
  await expect(live).toContainText('Picked up space “Untitled”, at position 2 of 2');
  await page.keyboard.press('ArrowUp');
  await expect(live).toContainText('is over position 1 of 2');
  const moved = page.waitForResponse(
    (r) => r.url().includes('/site-spaces/') && r.url().endsWith('/move'),
  );
  await page.keyboard.press('Space');
  expect((await moved).status()).toBe(200);
  await expect(alpha.getByTestId('site-space-title')).toHaveText(['Untitled', 'Alpha']);

  // Deleting the group keeps its section, at the top level.
  await page.getByRole('button', { name: 'Actions for group “Platform”' }).click();
  await page.getByRole('menuitem', { name: 'Delete group…' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this group?' })
    .getByRole('button', { name: 'Delete group' })
    .click();
  await expect(page.getByTestId('group-row')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('section-title')).toHaveText(['Alpha', 'Beta']);
  await expect(
    page
      .getByTestId('section-row')
      .filter({ hasText: 'Alpha' })
      .first()
      .getByTestId('site-space-title'),
  ).toHaveText(['Untitled', 'Alpha']);
});

test('existing spaces of the organization are published by a new site and added to a section', async ({
  signedIn: page,
  org,
  api,
}) => {
  const handbook = unique('Handbook');
  const source = await seedSite(api, org.id, { sections: [handbook, 'Runbooks'] });
  const handbookSpace = (
    await api.get<{ items: { title: string; space: { id: string; title: string } }[] }>(
      `${source.base}/site-spaces`,
    )
  ).items.find((item) => item.space.title === handbook)!.space;

  await page.goto(`/app/orgs/${org.id}/sites`);
  await page.getByRole('button', { name: 'New site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a site' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(unique('Internal'));
  await dialog.getByLabel('Existing spaces').check();
  await dialog.getByRole('button', { name: 'Create site' }).click();
  await expect(dialog.getByText('Choose at least one space')).toBeVisible();
  await dialog.getByLabel('Search spaces by title').fill(handbook);
  await dialog.getByRole('list', { name: 'Spaces' }).getByLabel(handbook).check();
  await dialog.getByRole('button', { name: 'Create site' }).click();
  await expect(page).toHaveURL(/\/structure$/);
  // No sections: the space is at the root of the site.
  await expect(page.getByTestId('site-space-title')).toHaveText([handbook]);

  // On the first site, "Runbooks" gets the Handbook space as a second variant.
  await page.goto(structureURL(org.id, source.site.id));
  await page.getByRole('button', { name: 'Actions for section “Runbooks”' }).click();
  await page.getByRole('menuitem', { name: 'Add a space…' }).click();
  const add = page.getByRole('dialog', { name: 'Add a space to “Runbooks”' });
  await add.getByLabel('An existing space').check();
  await add.getByLabel('Search spaces by title').fill(handbook);
  await add.getByRole('list', { name: 'Spaces' }).getByLabel(handbook).check();
  await add.getByRole('button', { name: 'Add space' }).click();
  await expect(add).toBeHidden();
  const runbooks = page.getByTestId('section-row').filter({ hasText: 'Runbooks' });
  await expect(runbooks.getByTestId('site-space-title')).toHaveText(['Runbooks', handbook]);
  const sites = await api.get<{ items: { id: string }[] }>(
    `/v1/orgs/${org.id}/sites?space=${handbookSpace.id}`,
  );
  expect(sites.items).toHaveLength(2);
});
