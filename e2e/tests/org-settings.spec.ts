import { artifact, expect, test } from '../fixtures';

test('editing the organization title persists across a reload', async ({ signedIn: page, org }) => {
  await page.goto(`/app/orgs/${org.id}/settings`);
  const title = page.getByLabel('Title');
  await expect(title).toHaveValue(org.title);

  const newTitle = `Acme Docs ${Date.now()}`;
  await title.fill(newTitle);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
  // The header's organization switcher follows at once.
  await expect(page.getByTestId('current-org-title')).toHaveText(newTitle);

  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue(newTitle);
  await expect(page.getByTestId('current-org-title')).toHaveText(newTitle);
  await page.screenshot({ path: artifact('org-settings'), fullPage: true });
});

test('an invalid title shows the validation error next to the field', async ({
  signedIn: page,
  org,
}) => {
  await page.goto(`/app/orgs/${org.id}/settings`);
  const title = page.getByLabel('Title');
  await title.fill('A');
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveAccessibleDescription(/The title must be at least 2 characters/);
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toHaveCount(0);
  await page.screenshot({ path: artifact('org-settings-invalid-title') });

  // Nothing was saved.
  await page.reload();
  await expect(page.getByLabel('Title')).not.toHaveValue('A');
});

test('a 400 from the server is shown next to the field its message names', async ({
  signedIn: page,
  org,
}) => {
  await page.goto(`/app/orgs/${org.id}/settings`);
  // The client enforces the same rules as the server, so a server-side 400 is simulated.
  await page.route(`**/v1/orgs/${org.id}`, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            error: {
              code: 400,
              message: 'body.hostname: must be lowercase letters, digits and dashes',
            },
          }),
        })
      : route.fallback(),
  );
  await page.getByLabel('Hostname').fill('valid-host');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByLabel('Hostname')).toHaveAccessibleDescription(
    /Must be lowercase letters, digits and dashes/,
  );
});

test('email domains, default role, hostname and invite links are saved', async ({
  signedIn: page,
  org,
  api,
}) => {
  await page.goto(`/app/orgs/${org.id}/settings`);
  await page.getByRole('button', { name: 'Add domain' }).click();
  await page.getByLabel('Email domain 1', { exact: true }).fill('Example.COM');
  await page.getByRole('button', { name: 'Add domain' }).click();
  await page.getByLabel('Email domain 2', { exact: true }).fill('not a domain');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByLabel('Email domain 2', { exact: true })).toHaveAccessibleDescription(
    'Enter a domain name such as example.com',
  );

  await page.getByRole('button', { name: 'Remove email domain 2' }).click();
  await page.getByLabel('Default role').selectOption({ label: 'Editor' });
  const hostname = `acme-${Date.now().toString(36)}`;
  await page.getByLabel('Hostname').fill(hostname);
  await page.getByRole('switch', { name: 'Invite links' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Email domain 1', { exact: true })).toHaveValue('example.com');
  await expect(page.getByLabel('Default role')).toHaveValue('edit');
  await expect(page.getByLabel('Hostname')).toHaveValue(hostname);
  await expect(page.getByRole('switch', { name: 'Invite links' })).toHaveAttribute(
    'aria-checked',
    'false',
  );

  const saved = await api.get<{
    emailDomains: string[];
    defaultRole: string;
    hostname: string;
    inviteLinks: boolean;
  }>(`/v1/orgs/${org.id}`);
  expect(saved).toMatchObject({
    emailDomains: ['example.com'],
    defaultRole: 'edit',
    hostname,
    inviteLinks: false,
  });

  // Leave invite links on for the other tests.
  await api.patch(`/v1/orgs/${org.id}`, { inviteLinks: true });
});

test('members without the admin role see the settings read-only', async ({
  signedIn: page,
  org,
}) => {
  // Only the seeded owner exists, so the organization is answered as a non-admin sees it.
  await page.route(`**/v1/orgs/${org.id}`, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({
      response,
      json: { ...body, permissions: { ...body.permissions, admin: false } },
    });
  });
  await page.goto(`/app/orgs/${org.id}/settings`);
  await expect(page.getByText('Only organization admins can change these settings.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await expect(page.getByLabel('Title')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Invite links' })).toHaveCount(0);
});
