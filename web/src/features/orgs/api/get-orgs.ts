import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/lib/api-client';
import type { Organization } from '../types';
import { orgKeys } from './keys';

/** GET /v1/orgs → the organizations the caller belongs to. */
export function getOrgs(signal?: AbortSignal) {
  return api<List<Organization>>('/v1/orgs', { query: { limit: 1000 }, signal });
}

export const orgsQueryOptions = () =>
  queryOptions({ queryKey: orgKeys.list(), queryFn: ({ signal }) => getOrgs(signal) });

export function useOrgs() {
  return useQuery(orgsQueryOptions());
}
