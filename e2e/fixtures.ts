// Test fixtures: a page signed in through the UI, an API helper that calls the BFF with
// that page's session cookie (for seeding and checks), and the organization under test.
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from './scripts/env.mjs';

export { expect };
export const OWNER = E2E.owner;

export type Organization = {
  id: string;
  title: string;
  inviteLinks: boolean;
  permissions: { admin: boolean };
};

/** Signs in through the sign-in screen and waits for the dashboard. */
export async function signIn(page: Page, credentials: { email: string; password: string } = OWNER) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/orgs\/[^/]+\//);
}

/** JSON calls to the BFF as the signed-in user: cookie from the page, CSRF header added. */
export class Api {
  private csrfToken: string | null = null;
  constructor(private readonly request: APIRequestContext) {}

  private async csrf() {
    if (!this.csrfToken) {
      const session = await this.request.get('/auth/session');
      expect(session.status(), 'the page should be signed in').toBe(200);
      this.csrfToken = ((await session.json()) as { csrfToken: string }).csrfToken;
    }
    return this.csrfToken;
  }

  async call<T>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    data?: unknown,
  ): Promise<T> {
    const headers: Record<string, string> =
      method === 'GET' ? {} : { 'x-csrf-token': await this.csrf() };
    const response = await this.request.fetch(path, {
      method,
      headers,
      ...(data === undefined ? {} : { data }),
    });
    if (!response.ok())
      throw new Error(`${method} ${path} → ${response.status()}: ${await response.text()}`);
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  get = <T>(path: string) => this.call<T>('GET', path);
  post = <T>(path: string, data?: unknown) => this.call<T>('POST', path, data);
  patch = <T>(path: string, data?: unknown) => this.call<T>('PATCH', path, data);
  delete = (path: string) => this.call<void>('DELETE', path);
}

type Fixtures = {
  /** A page already signed in as the owner (through the UI). */
  signedIn: Page;
  /** The BFF, called with the signed-in page's cookie. */
  api: Api;
  /** The seeded demo organization, where the owner is admin. */
  org: Organization;
};

export const test = base.extend<Fixtures>({
  signedIn: async ({ page }, use) => {
    await signIn(page);
    await use(page);
  },
  // page.request shares the browser context's cookies, so it acts as the signed-in user.
  api: async ({ signedIn }, use) => {
    await use(new Api(signedIn.request));
  },
  org: async ({ api }, use) => {
    const orgs = await api.get<{ items: Organization[] }>('/v1/orgs');
    const org = orgs.items.find((item) => item.permissions.admin);
    if (!org) throw new Error('The seeded owner should administer an organization');
    await use(org);
  },
});

/** Where useful screenshots go (gitignored). */
export function artifact(name: string) {
  return `${import.meta.dirname}/artifacts/${name}.png`;
}
