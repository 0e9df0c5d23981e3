import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '@/lib/api-client';
import { Button } from '../ui/button';
import { EmptyState, ErrorState } from '../ui/states';
import { Logo } from './logo';

function Centered({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center px-4">
      <div className="mb-6">
        <Logo />
      </div>
      <div className="w-full max-w-md rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        {children}
      </div>
    </div>
  );
}

/** Any route's loader or render failed. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  useEffect(() => queryReset.reset(), [queryReset]);
  return (
    <Centered>
      <ErrorState
        title="This page could not be loaded"
        error={error}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </Centered>
  );
}

export function NotFound() {
  return (
    <Centered>
      <EmptyState
        title="Page not found"
        description="The address may be mistyped, or the page was moved."
        action={
          <Link to="/app" className="text-sm font-medium text-brand-600 hover:text-brand-700">
            Go to the dashboard
          </Link>
        }
      />
    </Centered>
  );
}

/** The organization could not be loaded: unknown, not a member, or a server error. */
export function OrgRouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const missing = isApiError(error, 404) || isApiError(error, 403);
  return (
    <Centered>
      {missing ? (
        <EmptyState
          title="Organization not found"
          description="It does not exist, or you are not a member of it."
          action={
            <Link to="/app" className="text-sm font-medium text-brand-600 hover:text-brand-700">
              Go to your organizations
            </Link>
          }
        />
      ) : (
        <div className="flex flex-col items-center pb-6">
          <ErrorState
            title="Could not load this organization"
            error={error}
            onRetry={() => {
              reset();
              void router.invalidate();
            }}
          />
          <Link to="/app">
            <Button variant="ghost" size="sm" tabIndex={-1}>
              Back to the dashboard
            </Button>
          </Link>
        </div>
      )}
    </Centered>
  );
}
