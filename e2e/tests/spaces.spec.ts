import { artifact, expect, test } from '../fixtures';

// Content with pages cannot be created through the API yet (no POST /v1/spaces/{id}/content/import
// at the time of writing), so the page tree, markdown and search views are covered here only
// through an empty space; add an import-based test once that endpoint exists.

test('a space is created, listed, renamed, deleted and restored from the trash', async ({ signedIn: page, org }) => {
  await page.goto(`/app/orgs/${org.id}`);
  await page.getByRole('navigation', { name: 'Organization', exact: true }).getByRole('link', { name: 'Spaces' }).click();
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
  await expect(page.getByText('The trash is empty').or(page.getByText('No spaces match'))).toBeVisible();
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
