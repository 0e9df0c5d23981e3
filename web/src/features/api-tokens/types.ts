export type ApiToken = {
  object: 'api-token';
  id: string;
  name: string;
  /** The first characters of the secret, to recognise it. */
  prefix: string;
  createdAt: string;
  lastUsedAt?: string;
  expiresAt?: string;
};

/** Returned once, at creation. */
export type CreatedApiToken = ApiToken & { token: string };
