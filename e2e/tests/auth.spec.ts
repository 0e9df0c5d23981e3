import { artifact, expect, OWNER, signIn, test } from '../fixtures';

test('a wrong password shows the error and keeps the user on the sign-in screen', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByLabel('Password')).toHaveValue('');
  await page.screenshot({ path: artifact('sign-in-error') });
});

test('the sign-in form checks its fields before calling the server', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Enter a valid email address');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Enter your password');
});

test('signed-out visitors are sent to sign-in and brought back to the page they asked for', async ({
  page,
}) => {
  await page.goto('/app');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fapp/);
  await signIn(page);
  await expect(page).toHaveURL(/\/app\/orgs\/[^/]+\/sites$/);

  // Deep link: sign out, open the members page, sign in, land on the members page.
  const membersUrl = page.url().replace(/sites$/, 'members');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.goto(membersUrl);
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(membersUrl);
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
});

test('an unknown organization shows a not-found state', async ({ signedIn: page }) => {
  await page.goto('/app/orgs/does-not-exist/settings');
  await expect(page.getByText('Organization not found')).toBeVisible();
  await page.getByRole('link', { name: 'Go to your organizations' }).click();
  await expect(page).toHaveURL(/\/app\/orgs\/[^/]+\/sites$/);
});

test('when the session ends mid-use, the next request leads to sign-in and back', async ({
  signedIn: page,
  org,
}) => {
  await page.goto(`/app/orgs/${org.id}/settings`);
  await expect(page.getByLabel('Title')).toBeVisible();
  await page.context().clearCookies();

  await page
    .getByRole('navigation', { name: 'Organization', exact: true })
    .getByRole('link', { name: 'Members' })
    .click();
  await expect(page).toHaveURL(/\/sign-in\?/);
  await expect(page.getByText('Your session ended. Sign in again to continue.')).toBeVisible();
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/orgs/${org.id}/members$`));
});
