// Builds every `urls` object from the one configured public base URL.
export class Urls {
  constructor(readonly base: string) {}

  api(path: string) {
    return `${this.base}/v1${path}`;
  }
  app(path: string) {
    return `${this.base}/app${path}`;
  }

  user(userId: string) {
    return { location: this.api(`/users/${userId}`) };
  }
  organization(orgId: string, logoURL?: string | null) {
    return {
      location: this.api(`/orgs/${orgId}`),
      app: this.app(`/orgs/${orgId}`),
      ...(logoURL ? { logo: logoURL } : {}),
    };
  }
  linkInvite(token: string) {
    return `${this.base}/invite/${token}`;
  }
  site(orgId: string, siteId: string) {
    return {
      location: this.api(`/orgs/${orgId}/sites/${siteId}`),
      app: this.app(`/orgs/${orgId}/sites/${siteId}`),
    };
  }
  /** Where visitors read a published site: its custom hostname, else under /s/. */
  sitePublished(site: { id: string; hostname?: string | null; basename?: string | null }, path = '', shareKey?: string) {
    const root = site.hostname ? `https://${site.hostname}` : `${this.base}/s/${site.basename ?? site.id}`;
    const url = [root, path].filter(Boolean).join('/');
    return shareKey ? `${url}?share_key=${encodeURIComponent(shareKey)}` : url;
  }
  space(spaceId: string) {
    return {
      location: this.api(`/spaces/${spaceId}`),
      app: this.app(`/spaces/${spaceId}`),
    };
  }
}
