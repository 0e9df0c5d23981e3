import { artifact, expect, signIn, test, type Api, type Organization } from '../fixtures';
import type { APIRequestContext } from '@playwright/test';

type Credentials = { email: string; password: string; displayName: string };

/**
 * A second member of the organization: an invite link, then a sign-up from a fresh (cookie-less)
 * request context. Not a reader: members.spec.ts expects the seeded organization to have none.
 */
async function seedMember(
  api: Api,
  org: Organization,
  request: APIRequestContext,
  role: 'comment' | 'edit',
  name: string,
): Promise<Credentials> {
  const { url } = await api.post<{ url: string }>(`/v1/orgs/${org.id}/link-invites`, { role });
  const inviteToken = new URL(url).pathname.split('/').filter(Boolean).pop()!;
  const credentials = {
    email: `${name.split(' ')[0]!.toLowerCase()}-${Date.now()}@example.com`,
    password: 'a long enough password',
    displayName: name,
  };
  const response = await request.post('/auth/sign-up', { data: { inviteToken, ...credentials } });
  expect(response.status(), await response.text()).toBe(201);
  return credentials;
}

test('an admin creates a team, adds a member, changes their role, renames and deletes the team', async ({
  signedIn: page,
  org,
  api,
  playwright,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const tess = await seedMember(api, org, anonymous, 'comment', 'Tess Teammate');
  await anonymous.dispose();

  await page.goto(`/app/orgs/${org.id}`);
  await page
    .getByRole('navigation', { name: 'Organization', exact: true })
    .getByRole('link', { name: 'Teams' })
    .click();
  await expect(page.getByRole('heading', { name: 'Teams' })).toBeVisible();

  // Create: the title is required (checked in the browser), then the team opens.
  const title = `Writers ${Date.now()}`;
  await page.getByRole('button', { name: 'New team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a team' });
  await dialog.getByRole('button', { name: 'Create team' }).click();
  await expect(dialog.getByLabel('Title')).toHaveAccessibleDescription(/Enter a title/);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Create team' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/orgs/${org.id}/teams/[^/?]+$`));
  await expect(page.getByTestId('team-title')).toHaveText(title);
  await expect(page.getByText('No members yet')).toBeVisible();

  // Add: an address that is not a member is refused next to the picker (the server's 400, body.add.0).
  await page.getByRole('button', { name: 'Add members' }).first().click();
  const add = page.getByRole('dialog', { name: `Add members to ${title}` });
  await add.getByLabel('Search members or enter an e-mail').fill('nobody-here@example.com');
  await add.getByText('Add by e-mail: nobody-here@example.com').click();
  await add.getByRole('button', { name: 'Add members' }).click();
  await expect(add.locator('[data-field-error]')).toContainText(
    '"nobody-here@example.com" is not the user ID or e-mail address of a member',
  );
  await add.getByRole('button', { name: 'Do not add nobody-here@example.com' }).click();

  // …then a member found by searching is added.
  await add.getByLabel('Search members or enter an e-mail').fill('Tess');
  await add.getByRole('checkbox', { name: `Tess Teammate (${tess.email})` }).check();
  await add.getByRole('button', { name: 'Add members' }).click();
  await expect(add).toBeHidden();
  const list = page.getByRole('list', { name: 'Team members' });
  const row = list.getByTestId('team-member-row').filter({ hasText: tess.email });
  await expect(row).toBeVisible();
  await expect(row.getByLabel('Team role of Tess Teammate')).toHaveValue('member');
  await expect(page.getByText('1 member', { exact: true })).toBeVisible();

  // Role: owner, and it stays after a reload.
  const roleSaved = page.waitForResponse(
    (r) => r.url().includes(`/members/`) && r.request().method() === 'PUT',
  );
  await row.getByLabel('Team role of Tess Teammate').selectOption('owner');
  expect((await roleSaved).status()).toBe(204);
  await page.reload();
  await expect(row.getByLabel('Team role of Tess Teammate')).toHaveValue('owner');

  // Rename: an empty title is refused; a new one shows after a reload and in the list.
  const renamed = `${title} and editors`;
  await page.getByLabel('Team title').fill(' ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Team title')).toHaveAccessibleDescription(/Enter a title/);
  await page.getByLabel('Team title').fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Team renamed')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('team-title')).toHaveText(renamed);
  await page.screenshot({ path: artifact('team'), fullPage: true });

  // Remove the member (confirmed).
  await row.getByRole('button', { name: 'Remove Tess Teammate from the team' }).click();
  await page
    .getByRole('dialog', { name: 'Remove from the team?' })
    .getByRole('button', { name: 'Remove from team' })
    .click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No members yet')).toBeVisible();

  // The list finds it by title, in the URL.
  await page.getByRole('link', { name: 'Teams', exact: true }).first().click();
  await page.getByLabel('Filter teams by title').fill('and editors');
  await expect(page).toHaveURL(/title=and(\+|%20)editors/);
  const teamRow = page
    .getByRole('list', { name: 'Teams' })
    .getByTestId('team-row')
    .filter({ hasText: renamed });
  await expect(teamRow).toContainText('0 members');
  await page.getByLabel('Filter teams by title').fill('no-team-has-this-title');
  await expect(page.getByText('No teams match')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filter' }).click();
  await teamRow.getByRole('link', { name: renamed }).click();

  // Delete (confirmed): back on the list, gone.
  await page.getByRole('button', { name: 'Delete team' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this team?' })
    .getByRole('button', { name: 'Delete team' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/app/orgs/${org.id}/teams$`));
  await expect(page.getByRole('list', { name: 'Teams' }).getByText(renamed)).toHaveCount(0);
  const teams = await api.get<{ items: { title: string }[] }>(
    `/v1/orgs/${org.id}/teams?title=${encodeURIComponent(renamed)}`,
  );
  expect(teams.items).toEqual([]);
});

test('a member who is not an admin sees teams without the controls to change them, on a narrow screen too', async ({
  signedIn: page,
  org,
  api,
  browser,
  playwright,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const commenter = await seedMember(api, org, anonymous, 'comment', 'Cole Commenter');
  await anonymous.dispose();
  // Api has no PUT helper: create the team with the signed-in page's request context.
  const { csrfToken } = (await (await page.request.get('/auth/session')).json()) as {
    csrfToken: string;
  };
  const created = await page.request.put(`/v1/orgs/${org.id}/teams`, {
    headers: { 'x-csrf-token': csrfToken },
    data: { title: `Commenters ${Date.now()}` },
  });
  expect(created.status()).toBe(201);
  const team = (await created.json()) as { id: string; title: string };

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await context.newPage();
  await signIn(visitor, commenter);
  await visitor.goto(`/app/orgs/${org.id}/teams`);
  await expect(visitor.getByRole('heading', { name: 'Teams' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'New team' })).toHaveCount(0);
  await visitor.getByRole('link', { name: team.title }).click();
  await expect(visitor.getByTestId('team-title')).toHaveText(team.title);
  await expect(visitor.getByText('Nobody belongs to this team yet.')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Add members' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Delete team' })).toHaveCount(0);
  await expect(visitor.getByLabel('Team title')).toHaveCount(0);
  await visitor.screenshot({ path: artifact('narrow-team-commenter'), fullPage: true });
  await context.close();
});
