import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

let unauthorizedHandler: () => void = () => {};

/**
 * What to do when a request answers 401 mid-use (the session expired or was ended
 * elsewhere): the app registers a redirect to sign-in. The session query itself is
 * left out: the auth layout handles its 401 in `beforeLoad`.
 */
export function onUnauthorized(handler: () => void) {
  unauthorizedHandler = handler;
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.queryKey[0] !== 'session' && isApiError(error, 401)) unauthorizedHandler();
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.meta?.['skipAuthRedirect'] && isApiError(error, 401)) unauthorizedHandler();
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // 4xx answers will not change by asking again.
      retry: (count, error) =>
        !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});
