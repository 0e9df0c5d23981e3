import { artifact, expect, OWNER, test } from '../fixtures';

test('the members list can be searched and filtered by role', async ({ signedIn: page, org }) => {
  await page.goto(`/app/orgs/${org.id}/members`);
  const list = page.getByRole('list', { name: 'Members' });
  const owner = list.getByTestId('member-row').filter({ hasText: OWNER.email });
  await expect(owner).toContainText('You');
  await expect(owner).toContainText('Admin');

  await page.getByLabel('Search members').fill('nobody-by-this-name');
  await expect(page.getByText('No members match')).toBeVisible();
  await expect(page).toHaveURL(/search=nobody-by-this-name/);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(owner).toBeVisible();

  await page.getByLabel('Search members').fill('OWNER@');
  await expect(page).toHaveURL(/search=OWNER/);
  await expect(owner).toBeVisible();

  await page.getByLabel('Filter by role').selectOption({ label: 'Reader' });
  await expect(page.getByText('No members match')).toBeVisible();
  await page.getByLabel('Filter by role').selectOption({ label: 'Admin' });
  await expect(owner).toBeVisible();
  await page.screenshot({ path: artifact('members'), fullPage: true });
});

test('the app works on a narrow screen', async ({ signedIn: page, org }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/app/orgs/${org.id}/settings`);
  const tabs = page.getByRole('navigation', { name: 'Organization sections' });
  await expect(tabs).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Organization', exact: true })).toBeHidden();
  await page.screenshot({ path: artifact('narrow-settings'), fullPage: true });
  await tabs.getByRole('link', { name: 'Members' }).click();
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
  await page.screenshot({ path: artifact('narrow-members'), fullPage: true });
});
