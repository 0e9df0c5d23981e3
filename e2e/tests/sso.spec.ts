import { createRequire } from 'node:module';
import { artifact, expect, test } from '../fixtures';

// selfsigned is a devDependency of the BFF (its SAML tests use it): load it from there.
const { generate } = createRequire(new URL('../../bff/package.json', import.meta.url))(
  'selfsigned',
) as {
  generate: (
    attrs: { name: string; value: string }[],
    options: { algorithm: string },
  ) => Promise<{ cert: string }>;
};

type SamlProvider = {
  id: string;
  label: string;
  status: 'active' | 'pending';
  service: { acsURL: string; startURL: string; entityID: string };
};

test('an admin adds an identity provider, sees its values for the IdP, edits and deletes it; the sign-in page offers it', async ({
  signedIn: page,
  org,
  api,
  browser,
}) => {
  const { cert } = await generate([{ name: 'commonName', value: 'idp.example.test' }], {
    algorithm: 'sha256',
  });
  const label = `Okta ${Date.now()}`;
  const ssoURL = 'https://idp.example.test/app/sso/saml';

  await page.goto(`/app/orgs/${org.id}`);
  await page
    .getByRole('navigation', { name: 'Organization', exact: true })
    .getByRole('link', { name: 'Single sign-on' })
    .click();
  await expect(page.getByRole('heading', { name: 'Single sign-on' })).toBeVisible();

  // Create: the label is required (checked in the browser)…
  await page.getByRole('button', { name: 'Add an identity provider' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add an identity provider' });
  await dialog.getByRole('button', { name: 'Add provider' }).click();
  await expect(dialog.getByLabel('Label')).toHaveAccessibleDescription(/Enter a label/);
  await dialog.getByLabel('Label').fill(label);
  await dialog.getByLabel('Identity provider entity ID').fill('http://www.okta.com/exk-e2e');
  await dialog.getByLabel('Single sign-on URL').fill(ssoURL);
  await dialog.getByLabel('Default role').selectOption({ label: 'Editor' });

  // …a certificate that is not X.509 is refused by the server, next to the field…
  await dialog
    .getByLabel('Signing certificate')
    .fill('-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydGlmaWNhdGU=\n-----END CERTIFICATE-----');
  await dialog.getByRole('button', { name: 'Add provider' }).click();
  await expect(dialog.getByLabel('Signing certificate')).toHaveAccessibleDescription(
    /Must be an X\.509 certificate/,
  );
  await expect(dialog.locator('[data-field-error]')).toHaveCount(1);

  // …and a real one is taken: the provider is listed as active.
  await dialog.getByLabel('Signing certificate').fill(cert);
  await dialog.getByRole('button', { name: 'Add provider' }).click();
  await expect(dialog).toBeHidden();

  const providers = await api.get<{ items: SamlProvider[] }>(`/v1/orgs/${org.id}/saml`);
  const provider = providers.items.find((item) => item.label === label)!;
  expect(provider.status).toBe('active');
  const card = page.getByTestId('saml-provider').filter({ hasText: label });
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('Editor')).toBeVisible();
  await expect(card.getByLabel(`ACS URL of ${label}`)).toHaveValue(provider.service.acsURL);
  expect(provider.service.acsURL).toMatch(new RegExp(`/auth/saml/${provider.id}/acs$`));
  await expect(card.getByLabel(`Entity ID of ${label}`)).toHaveValue(provider.service.entityID);
  await expect(card.getByLabel(`Start URL of ${label}`)).toHaveValue(provider.service.startURL);
  await page.screenshot({ path: artifact('sso'), fullPage: true });
  // Narrow screens: the card and its copy fields fit without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card.getByLabel(`ACS URL of ${label}`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await page.screenshot({ path: artifact('sso-narrow'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Signed out, /sign-in?org= offers it; the link is the start URL, which redirects to the IdP.
  const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const signInPage = await visitor.newPage();
  await signInPage.goto(`/sign-in?org=${org.id}`);
  const button = signInPage.getByRole('link', { name: `Sign in with ${label}` });
  await expect(button).toHaveAttribute('href', provider.service.startURL);
  await expect(signInPage.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  const start = await visitor.request.get(provider.service.startURL, { maxRedirects: 0 });
  expect(start.status()).toBe(302);
  expect(start.headers()['location']).toMatch(
    new RegExp(`^${ssoURL.replace(/[.]/g, '\\.')}\\?SAMLRequest=`),
  );
  await signInPage.screenshot({ path: artifact('sign-in-sso') });

  // Edit: clearing the sign-on URL removes it; the provider is incomplete and not offered.
  await card.getByRole('button', { name: `Edit ${label}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${label}` });
  await expect(edit.getByLabel('Signing certificate')).toHaveValue(/BEGIN CERTIFICATE/);
  await edit.getByLabel('Single sign-on URL').fill('');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(card.getByText('Incomplete', { exact: true })).toBeVisible();
  await signInPage.reload();
  await expect(signInPage.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(signInPage.getByRole('link', { name: `Sign in with ${label}` })).toHaveCount(0);
  await visitor.close();

  // Delete (confirmed).
  await card.getByRole('button', { name: `Delete ${label}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this identity provider?' });
  await confirm.getByRole('button', { name: 'Delete provider' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toHaveCount(0);
  const after = await api.get<{ items: SamlProvider[] }>(`/v1/orgs/${org.id}/saml`);
  expect(after.items.some((item) => item.id === provider.id)).toBe(false);
});
