import { artifact, expect, test } from '../fixtures';

test('creating an invite link shows its URL once', async ({ signedIn: page, org }) => {
  await page.goto(`/app/orgs/${org.id}/settings`);
  const card = page.getByRole('region', { name: 'Invite links' });
  await card.getByLabel('Role for the new invite link').selectOption({ label: 'Commenter' });
  await card.getByRole('button', { name: 'Create link' }).click();

  const created = page.getByTestId('created-invite');
  await expect(created).toContainText('Invite link created for the Commenter role');
  const url = created.getByLabel('New invite link URL');
  await expect(url).toHaveValue(/^https?:\/\/[^/]+\/invite\/[\w-]{10,}$/);
  await expect(created.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expect(
    card.getByRole('list', { name: 'Invite links' }).getByText('Joins as Commenter').first(),
  ).toBeVisible();
  await page.screenshot({ path: artifact('invite-link-created'), fullPage: true });

  // The URL is never shown again.
  await page.reload();
  await expect(page.getByTestId('created-invite')).toHaveCount(0);
  await expect(
    page.getByRole('list', { name: 'Invite links' }).getByText('Joins as Commenter').first(),
  ).toBeVisible();
});

test("an invite link's role can be changed, and the link deleted", async ({
  signedIn: page,
  org,
  api,
}) => {
  const invite = await api.post<{ id: string }>(`/v1/orgs/${org.id}/link-invites`, {
    role: 'read',
  });
  await page.goto(`/app/orgs/${org.id}/settings`);
  const rows = page.getByRole('list', { name: 'Invite links' }).getByTestId('invite-row');
  // The page lists the links in the API's order: find the seeded one.
  const invites = await api.get<{ items: { id: string }[] }>(`/v1/orgs/${org.id}/link-invites`);
  const before = invites.items.length;
  await expect(rows).toHaveCount(before);
  const row = rows.nth(invites.items.findIndex((item) => item.id === invite.id));

  const patched = page.waitForResponse(
    (r) => r.url().endsWith(`/link-invites/${invite.id}`) && r.request().method() === 'PATCH',
  );
  await row
    .getByRole('combobox', { name: /^Role for invite link/ })
    .selectOption({ label: 'Reviewer' });
  expect((await patched).status()).toBe(200);
  await expect(row).toContainText('Joins as Reviewer');

  await row.getByRole('button', { name: /^Delete invite link/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this invite link?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete link' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(before - 1);

  const after = await api.get<{ items: { id: string }[] }>(`/v1/orgs/${org.id}/link-invites`);
  expect(after.items.map((item) => item.id)).not.toContain(invite.id);
});

test('an invite link URL opens a join page', async ({ signedIn: page, org, api }) => {
  const invite = await api.post<{ url: string }>(`/v1/orgs/${org.id}/link-invites`, {
    role: 'read',
  });
  await page.goto(new URL(invite.url).pathname);
  await expect(
    page.getByRole('heading', { name: 'You have been invited to an organization' }),
  ).toBeVisible();
  // The owner is already a member: joining again just opens the organization.
  await page.getByRole('button', { name: 'Join organization' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/orgs/${org.id}/sites$`));

  await page.goto('/invite/not-a-real-invite-token');
  await page.getByRole('button', { name: 'Join organization' }).click();
  await expect(page.getByRole('alert')).toContainText('This invite link is invalid');
});

test('someone without an account signs up from an invite link and lands in the organization', async ({
  signedIn: page,
  org,
  api,
  browser,
}) => {
  const { url } = await api.post<{ url: string }>(`/v1/orgs/${org.id}/link-invites`, {
    role: 'edit',
  });
  const invitePath = new URL(url).pathname;

  // A fresh browser: no session.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(invitePath);
  await expect(visitor).toHaveURL(/\/sign-in/);
  await visitor.getByRole('link', { name: 'Create an account with your invite' }).click();
  await expect(visitor.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  await visitor.getByLabel('Name').fill('Nora Newcomer');
  await visitor.getByLabel('Email').fill(`nora-${Date.now()}@example.com`);
  await visitor.getByLabel('Password').fill('short');
  await visitor.getByRole('button', { name: 'Create account and join' }).click();
  await expect(visitor.getByText('Use at least 10 characters')).toBeVisible();

  await visitor.getByLabel('Password').fill('a long enough password');
  await visitor.getByRole('button', { name: 'Create account and join' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/app/orgs/${org.id}/sites`));

  // The admin sees the newcomer as an editor.
  const members = await api.get<{ items: { role: string; user: { displayName: string } }[] }>(
    `/v1/orgs/${org.id}/members?search=Nora`,
  );
  expect(members.items).toEqual([
    expect.objectContaining({
      role: 'edit',
      user: expect.objectContaining({ displayName: 'Nora Newcomer' }),
    }),
  ]);
  await context.close();
  await page.close();
});
