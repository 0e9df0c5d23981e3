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
  sitePublished(
    site: { id: string; hostname?: string | null; basename?: string | null },
    path = '',
    shareKey?: string,
  ) {
    const root = site.hostname
      ? `https://${site.hostname}`
      : `${this.base}/s/${site.basename ?? site.id}`;
    const url = [root, path].filter(Boolean).join('/');
    return shareKey ? `${url}?share_key=${encodeURIComponent(shareKey)}` : url;
  }
  /**
   * Published URL of a site or of a place in it. A site behind a reverse proxy is read at the
   * proxy origin (e.g. company.com/docs); otherwise as sitePublished() says.
   */
  sitePublishedVia(
    site: {
      id: string;
      hostname?: string | null;
      basename?: string | null;
      proxyOrigin?: string | null;
    },
    path = '',
    shareKey?: string,
  ) {
    if (!site.proxyOrigin) return this.sitePublished(site, path, shareKey);
    const url = [`https://${site.proxyOrigin}`, path].filter(Boolean).join('/');
    return shareKey ? `${url}?share_key=${encodeURIComponent(shareKey)}` : url;
  }
  /** Where a site's reverse proxy forwards requests: the site's own published URL. */
  siteProxyTarget(site: { id: string; hostname?: string | null; basename?: string | null }) {
    return this.sitePublished(site);
  }
  customField(orgId: string, fieldName: string) {
    return { location: this.api(`/orgs/${orgId}/custom-fields/${encodeURIComponent(fieldName)}`) };
  }
  translationSettings(orgId: string, translationSettingsId: string) {
    return { location: this.api(`/orgs/${orgId}/translations/${translationSettingsId}`) };
  }
  space(spaceId: string) {
    return {
      location: this.api(`/spaces/${spaceId}`),
      app: this.app(`/spaces/${spaceId}`),
    };
  }
  revision(spaceId: string, revisionId: string) {
    return { app: this.app(`/spaces/${spaceId}/revisions/${revisionId}`) };
  }
  /** A page of a space's content in the app; `anchor` points at one of its sections. */
  page(spaceId: string, pageId: string, anchor?: string) {
    const app = this.app(`/spaces/${spaceId}/pages/${pageId}`);
    return { app: anchor ? `${app}#${encodeURIComponent(anchor)}` : app };
  }
  /** A comment on a space's live content, or in a change request when `changeRequestId` is set. */
  comment(scope: { spaceId: string; changeRequestId: string | null }, commentId: string) {
    const base = scope.changeRequestId
      ? `/spaces/${scope.spaceId}/change-requests/${scope.changeRequestId}`
      : `/spaces/${scope.spaceId}`;
    return { location: this.api(`${base}/comments/${commentId}`) };
  }
  commentReply(
    scope: { spaceId: string; changeRequestId: string | null },
    commentId: string,
    replyId: string,
  ) {
    return { location: `${this.comment(scope, commentId).location}/replies/${replyId}` };
  }
  changeRequest(spaceId: string, changeRequestId: string) {
    return {
      location: this.api(`/spaces/${spaceId}/change-requests/${changeRequestId}`),
      app: this.app(`/spaces/${spaceId}/change-requests/${changeRequestId}`),
    };
  }
  /** The PDF of a change request's content as of `revisionId` (optionally one page, `only` without its children). */
  changeRequestPdf(
    spaceId: string,
    changeRequestId: string,
    revisionId: string,
    options: { page?: string; only?: boolean } = {},
  ) {
    const query = new URLSearchParams({
      revision: revisionId,
      ...(options.page ? { page: options.page } : {}),
      ...(options.only ? { only: 'true' } : {}),
    });
    return `${this.changeRequest(spaceId, changeRequestId).location}/pdf/download?${query.toString()}`;
  }
  fileDownload(spaceId: string, fileId: string) {
    return this.api(`/spaces/${spaceId}/content/files/${fileId}/download`);
  }
  openAPISpec(orgId: string, slug: string) {
    return {
      location: this.api(`/orgs/${orgId}/openapi/${slug}`),
      app: this.app(`/orgs/${orgId}/openapi/${slug}`),
    };
  }
  openAPISpecVersion(orgId: string, slug: string, versionId: string) {
    return { location: this.api(`/orgs/${orgId}/openapi/${slug}/versions/${versionId}`) };
  }
  openAPISpecVersionContent(orgId: string, slug: string, versionId: string) {
    return this.api(`/orgs/${orgId}/openapi/${slug}/versions/${versionId}/content`);
  }
}
