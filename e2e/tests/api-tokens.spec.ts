import { artifact, expect, test } from '../fixtures';

test('creating an API token shows it once, and the token works', async ({
  signedIn: page,
  org,
  playwright,
}) => {
  await page.goto(`/app/orgs/${org.id}/api-tokens`);
  const name = `CI deploys ${Date.now()}`;
  await page.getByLabel('Token name').fill(name);
  await page.getByRole('button', { name: 'Create token' }).click();

  const created = page.getByTestId('created-token');
  await expect(created).toContainText(`Token “${name}” created`);
  const token = await created.getByLabel('New API token').inputValue();
  expect(token.length).toBeGreaterThan(20);
  await expect(page.getByRole('list', { name: 'API tokens' }).getByText(name)).toBeVisible();
  await page.screenshot({ path: artifact('api-token-created'), fullPage: true });

  // The secret authenticates API calls…
  const anonymous = await playwright.request.newContext({ baseURL: page.url() });
  const me = await anonymous.get('/v1/user', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  await anonymous.dispose();

  // …and is never shown again.
  await page.reload();
  await expect(page.getByTestId('created-token')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'API tokens' }).getByText(name)).toBeVisible();
  await expect(page.getByText(token)).toHaveCount(0);
});

test('an empty token name is refused next to the field', async ({ signedIn: page, org }) => {
  await page.goto(`/app/orgs/${org.id}/api-tokens`);
  await page.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByLabel('Token name')).toHaveAccessibleDescription(/Give the token a name/);
});

test('revoking an API token asks for confirmation and removes it', async ({
  signedIn: page,
  org,
  api,
}) => {
  const name = `Old script ${Date.now()}`;
  await api.post('/v1/user/api-tokens', { name });
  await page.goto(`/app/orgs/${org.id}/api-tokens`);
  await page.getByRole('button', { name: `Revoke ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke this token?' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('list', { name: 'API tokens' }).getByText(name)).toBeVisible();

  await page.getByRole('button', { name: `Revoke ${name}` }).click();
  await dialog.getByRole('button', { name: 'Revoke token' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(name)).toHaveCount(0);
  const tokens = await api.get<{ items: { name: string }[] }>('/v1/user/api-tokens');
  expect(tokens.items.map((t) => t.name)).not.toContain(name);
});
