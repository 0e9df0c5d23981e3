export type ShareLink = {
  object: 'share-link';
  id: string;
  createdAt: string;
  name?: string;
  active?: boolean;
  /** `published` carries the secret key; treat it like a password. */
  urls: { published?: string };
};

export type ShareLinkUpdate = { name?: string; active?: boolean };
