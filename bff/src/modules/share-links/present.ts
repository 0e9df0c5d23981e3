import type { Urls } from '../../lib/urls.js';
import type { ShareLink, Site } from '../../generated/prisma/client.js';

/** The published URL carries the link's key: it is what the link is for. */
export function presentShareLink(
  urls: Urls,
  site: Pick<Site, 'id' | 'hostname' | 'basename' | 'proxyOrigin'>,
  link: ShareLink,
) {
  return {
    object: 'share-link' as const,
    id: link.id,
    createdAt: link.createdAt.toISOString(),
    ...(link.name !== null ? { name: link.name } : {}),
    active: link.active,
    urls: { published: urls.sitePublishedVia(site, '', link.token) },
  };
}
