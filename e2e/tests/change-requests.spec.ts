import { expect, test } from '../fixtures';

type Space = { id: string; title: string };

test('a change request adds a page, is discussed, merged, and the page goes live', async ({
  signedIn: page,
  api,
  org,
}) => {
  const space = await api.post<Space>(`/v1/orgs/${org.id}/spaces`, {
    title: `Handbook ${Date.now()}`,
  });
  await page.goto(`/app/orgs/${org.id}/spaces/${space.id}`);
  await page.getByRole('link', { name: /Change requests/ }).click();
  await expect(page).toHaveURL(/\/change-requests\?status=open$/);
  await expect(page.getByText('No open change requests')).toBeVisible();

  // Create through the dialog; the request opens.
  const subject = `Add a getting started page ${Date.now()}`;
  await page.getByRole('button', { name: 'New change request' }).click();
  const dialog = page.getByRole('dialog', { name: 'New change request' });
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByRole('button', { name: 'Create change request' }).click();
  await expect(page).toHaveURL(/\/change-requests\/1(\?|$)/);
  await expect(page.getByTestId('change-request-title')).toHaveText(`#1 ${subject}`);
  await expect(page.getByRole('combobox', { name: 'Change request status' })).toHaveValue('draft');

  // Add a page with markdown: it shows as a new page, every line added.
  await page.getByRole('button', { name: 'Add page' }).click();
  const addPage = page.getByRole('dialog', { name: 'Add a page' });
  await addPage.getByLabel('Title').fill('Getting started');
  await addPage.getByLabel('Markdown').fill('Welcome aboard.\n\nInstall the kettle first.');
  await addPage.getByRole('button', { name: 'Add page' }).click();
  await expect(addPage).toBeHidden();
  const tree = page.getByRole('navigation', { name: 'Change request pages' });
  await expect(tree.getByRole('treeitem', { name: 'Getting started' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('New page', { exact: true })).toBeVisible();
  await expect(
    page.locator('[data-diff="added"]', { hasText: 'Install the kettle first.' }),
  ).toBeVisible();
  await expect(page.locator('[data-diff="removed"]')).toHaveCount(0);

  // The status select saves at once.
  await page.getByRole('combobox', { name: 'Change request status' }).selectOption('open');
  await expect(page.getByRole('combobox', { name: 'Change request status' })).toHaveValue('open');

  // Discussion: a blank comment is refused in the browser; post one, then resolve it.
  const discussion = page.getByRole('region', { name: 'Discussion' });
  await discussion.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(discussion.getByLabel('New comment')).toHaveAccessibleDescription(
    /Write something first/,
  );
  await discussion.getByLabel('New comment').fill('Should we mention the tank?');
  await discussion.getByRole('button', { name: 'Comment', exact: true }).click();
  const comment = discussion
    .getByTestId('comment')
    .filter({ hasText: 'Should we mention the tank?' });
  await expect(comment).toBeVisible();
  await comment.getByRole('button', { name: 'Add 👍' }).click();
  await expect(comment.getByRole('button', { name: 'Remove 👍' })).toHaveText(/1/);
  await comment.getByRole('button', { name: 'Resolve' }).click();
  await expect(comment).toBeHidden();
  await discussion.getByRole('combobox', { name: 'Comment status' }).selectOption('resolved');
  await expect(comment.getByText('Resolved', { exact: true })).toBeVisible();
  await expect(comment.getByRole('button', { name: 'Reopen' })).toBeVisible();

  // Merge: the page is live.
  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(page.getByText('Merged into the live content')).toBeVisible();
  await expect(page.getByTestId('change-request-title').locator('..')).toContainText('Merged');

  await page.getByRole('link', { name: 'View the live content' }).click();
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Page tree' }).getByRole('treeitem', {
      name: 'Getting started',
    }),
  ).toBeVisible();
  await expect(page.getByText('Install the kettle first.')).toBeVisible();
});
