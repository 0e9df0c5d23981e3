import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { artifact, expect, test, type Api } from '../fixtures';

type Space = { id: string; title: string };

/** A tiny website on 127.0.0.1 for POST SPACE/content/import: a page tree from URL paths. */
const SITE: Record<string, string> = {
  '/': '<h1>Handbook</h1><p>Welcome to the handbook. Read the <a href="/guide">guide</a>.</p>',
  '/guide':
    '<h1>Guide</h1><p>How to work here. Start with <a href="/guide/install">installing</a>.</p>',
  '/guide/install':
    '<h1>Install</h1><p>Before anything else.</p><h2>Requirements</h2><p>A zebrafish tank and a <strong>kettle</strong>.</p><ul><li>One</li><li>Two</li></ul><h2>Steps</h2><p>Fill the tank, then see <code>tank.cfg</code>.</p>',
};

async function startSite(): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    const body = SITE[path];
    if (body === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html><head><title>Handbook</title></head><body><main>${body}</main></body></html>`,
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

/** Imports the tiny site into a new space; undefined when the BFF refuses loopback addresses. */
async function importSite(
  api: Api,
  orgId: string,
  title: string,
  url: string,
): Promise<Space | undefined> {
  const space = await api.post<Space>(`/v1/orgs/${orgId}/spaces`, { title });
  try {
    await api.post(`/v1/spaces/${space.id}/content/import`, { source: 'website', url });
  } catch (error) {
    if (String(error).includes('private or local address')) return undefined;
    throw error;
  }
  return space;
}

test('a space is created, listed, renamed, deleted and restored from the trash', async ({
  signedIn: page,
  org,
}) => {
  await page.goto(`/app/orgs/${org.id}`);
  await page
    .getByRole('navigation', { name: 'Organization', exact: true })
    .getByRole('link', { name: 'Spaces' })
    .click();
  await expect(page.getByRole('heading', { name: 'Spaces', exact: true })).toBeVisible();

  // Create: the title is required (checked in the browser), then the space opens.
  const title = `Guide ${Date.now()}`;
  await page.getByRole('button', { name: 'New space' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a space' });
  await dialog.getByRole('button', { name: 'Create space' }).click();
  await expect(dialog.getByLabel('Title')).toHaveAccessibleDescription(/Enter a title/);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Emoji').fill('📘');
  await dialog.getByRole('button', { name: 'Create space' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/orgs/${org.id}/spaces/[^/?]+$`));
  const spaceUrl = page.url();
  await expect(page.getByTestId('space-title')).toHaveText(title);
  await expect(page.getByText('This space has no pages yet')).toBeVisible();
  await expect(page.getByText('No broken links')).toBeVisible();

  // Searching an empty space finds nothing.
  await page.getByLabel('Search this space').fill('anything');
  await expect(page.getByText('No page matches “anything”.')).toBeVisible();

  // Listed, and found by the title filter (kept in the URL).
  await page.getByRole('link', { name: 'Spaces', exact: true }).first().click();
  await page.getByLabel('Filter spaces by title').fill(title);
  await expect(page).toHaveURL(/title=Guide/);
  const list = page.getByRole('list', { name: 'Spaces' });
  await expect(list.getByTestId('space-row')).toHaveCount(1);
  await expect(list.getByRole('link', { name: title })).toBeVisible();

  // Rename inline; the new title stays after a reload.
  await list.getByRole('link', { name: title }).click();
  const renamed = `${title} renamed`;
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByLabel('Space title').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText('Enter a title');
  await page.getByLabel('Space title').fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('space-title')).toHaveText(renamed);
  await page.reload();
  await expect(page.getByTestId('space-title')).toHaveText(renamed);
  await page.screenshot({ path: artifact('space-empty') });

  // Delete (with confirmation): gone from the list, present in the trash.
  await page.getByRole('button', { name: 'Delete space' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this space?' });
  await confirm.getByRole('button', { name: 'Delete space' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/orgs/${org.id}/spaces$`));
  await page.getByLabel('Filter spaces by title').fill(renamed);
  await expect(page.getByText('No spaces match')).toBeVisible();
  await page.getByRole('tab', { name: 'Trash' }).click();
  await expect(page).toHaveURL(/deleted=true/);
  const trash = page.getByRole('list', { name: 'Deleted spaces' });
  await expect(trash.getByTestId('trash-row')).toHaveCount(1);
  await page.screenshot({ path: artifact('spaces-trash') });

  // Restore: back in the list, and the space opens again.
  await trash.getByRole('button', { name: `Restore ${renamed}` }).click();
  await expect(
    page.getByText('The trash is empty').or(page.getByText('No spaces match')),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Spaces' }).click();
  await page.getByRole('list', { name: 'Spaces' }).getByRole('link', { name: renamed }).click();
  await expect(page).toHaveURL(spaceUrl);
  await expect(page.getByTestId('space-title')).toHaveText(renamed);
});

test('organization search says when nothing matches', async ({ signedIn: page, org }) => {
  await page.goto(`/app/orgs/${org.id}/spaces`);
  await page.getByLabel('Search all spaces').fill('zzzqqq-nothing-like-this');
  await expect(page.getByText('Nothing found')).toBeVisible();
});

test('an imported space shows its page tree, renders pages from markdown, and finds sections by search', async ({
  signedIn: page,
  org,
  api,
}) => {
  const site = await startSite();
  try {
    const title = `Handbook ${Date.now()}`;
    const space = await importSite(api, org.id, title, site.url);
    // The e2e server runs with FETCH_PRIVATE_ADDRESSES=1, so importing from 127.0.0.1 must work.
    expect(space, 'the import from the local test site should succeed').toBeTruthy();
    if (!space) return;

    await page.goto(`/app/orgs/${org.id}/spaces/${space.id}`);
    await expect(page.getByTestId('space-title')).toHaveText(title);
    const tree = page.getByRole('tree', { name: 'Pages' });
    const guide = tree.getByRole('treeitem', { name: /Guide/ }).first();
    await expect(guide).toHaveAttribute('aria-expanded', 'true');
    const install = guide.getByRole('treeitem', { name: 'Install' });
    await expect(install).toHaveAttribute('aria-level', '2');

    // A click opens a page: its markdown is rendered and its ID is in the URL.
    await install.click();
    await expect(page).toHaveURL(/[?&]page=/);
    await expect(page.getByTestId('page-title')).toHaveText('Install');
    const article = page.getByTestId('page-markdown');
    await expect(article.getByRole('heading', { name: 'Requirements' })).toBeVisible();
    await expect(article.locator('strong')).toHaveText('kettle');
    await expect(article.getByRole('listitem')).toHaveText(['One', 'Two']);
    await expect(article.locator('code')).toHaveText('tank.cfg');
    const installUrl = page.url();

    // Keyboard: ← goes to the parent, ← again collapses it, → opens it, ↓ and Enter open the child.
    await install.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(guide).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('page-title')).toHaveText('Guide');
    await page.keyboard.press('ArrowLeft');
    await expect(guide).toHaveAttribute('aria-expanded', 'false');
    await expect(install).toBeHidden();
    await page.keyboard.press('ArrowRight');
    await expect(guide).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(install).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(installUrl);

    // The selected page survives a reload.
    await page.reload();
    await expect(page.getByTestId('page-title')).toHaveText('Install');

    // Search the space: the section's title and snippet; a click opens the page at the section.
    await tree.getByRole('treeitem', { name: /Guide/ }).first().locator('div').first().click();
    await expect(page.getByTestId('page-title')).toHaveText('Guide');
    await page.getByLabel('Search this space').fill('zebrafish');
    const result = page.getByTestId('space-search-result').filter({ hasText: 'Install' });
    await expect(result).toBeVisible();
    await expect(result.locator('mark').first()).toHaveText(/zebrafish/i);
    await result.getByRole('button', { name: /Requirements/ }).click();
    await expect(page).toHaveURL(/section=requirements/);
    await expect(page.getByTestId('page-title')).toHaveText('Install');
    await expect(page.locator('#requirements')).toBeInViewport();
    await page.screenshot({ path: artifact('space-content') });

    // Organization search: space → page → section.
    await page.goto(`/app/orgs/${org.id}/spaces`);
    await page.getByLabel('Search all spaces').fill('zebrafish');
    const hit = page.getByTestId('org-search-space').filter({ hasText: title });
    await expect(hit).toBeVisible();
    await expect(hit.getByRole('link', { name: 'Install', exact: true })).toBeVisible();
    await hit.getByRole('link', { name: /Requirements/ }).click();
    await expect(page).toHaveURL(new RegExp(`/spaces/${space.id}\\?.*section=requirements`));
    await expect(page.getByTestId('page-title')).toHaveText('Install');
  } finally {
    site.server.close();
  }
});
