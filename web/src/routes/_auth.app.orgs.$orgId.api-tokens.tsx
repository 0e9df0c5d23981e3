import { createRoute } from '@tanstack/react-router';
import { apiTokensQueryOptions } from '@/features/api-tokens/api/get-api-tokens';
import { ApiTokensPage } from '@/features/api-tokens/components/api-tokens-page';
import { Route as orgRoute } from './_auth.app.orgs.$orgId';

export const Route = createRoute({
  getParentRoute: () => orgRoute,
  path: '/api-tokens',
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(apiTokensQueryOptions());
  },
  component: ApiTokensPage,
});
