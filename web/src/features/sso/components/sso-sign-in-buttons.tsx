import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useSsoLogins } from '../api/get-sso-logins';

/**
 * "Sign in with <label>" for each active identity provider of an organization. Each is a
 * plain link: the start URL redirects the whole page to the identity provider.
 */
export function SsoSignInButtons({ orgId }: { orgId: string }) {
  const logins = useSsoLogins(orgId);

  if (logins.isPending) {
    return (
      <div
        role="status"
        className="mb-5 flex items-center justify-center gap-2 text-sm text-slate-500"
      >
        <Spinner className="size-4" />
        Loading single sign-on…
      </div>
    );
  }
  if (logins.isError) {
    return (
      <p role="alert" className="mb-5 text-center text-sm text-slate-500">
        {isApiError(logins.error, 404)
          ? 'This organization was not found. Sign in with your email instead.'
          : 'Single sign-on is unavailable right now. Sign in with your email instead.'}
      </p>
    );
  }
  if (logins.data.items.length === 0) return null;

  return (
    <div className="mb-5">
      <ul className="space-y-2" aria-label="Single sign-on">
        {logins.data.items.map((login) => (
          <li key={login.id}>
            <a
              href={login.startURL}
              className="flex h-9 w-full items-center justify-center gap-2 rounded-md bg-white px-3.5 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
            >
              <svg
                viewBox="0 0 20 20"
                fill="currentColor"
                className="size-4 text-slate-500"
                aria-hidden="true"
              >
                <path
                  fillRule="evenodd"
                  d="M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z"
                  clipRule="evenodd"
                />
              </svg>
              <span className="truncate">Sign in with {login.label}</span>
            </a>
          </li>
        ))}
      </ul>
      <div
        className="mt-5 flex items-center gap-3 text-xs tracking-wide text-slate-400 uppercase"
        aria-hidden="true"
      >
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
    </div>
  );
}
