import { useRouter } from '@tanstack/react-router';
import { Avatar } from '@/components/ui/avatar';
import { Menu, menuItemClass } from '@/components/ui/menu';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '../api/get-session';
import { useSignOut } from '../api/sign-out';

export function UserMenu() {
  const router = useRouter();
  const session = useSession();
  const signOut = useSignOut();
  const user = session.data?.user;
  if (!user) return null;

  return (
    <Menu
      label="Account menu"
      align="right"
      trigger={
        <>
          <Avatar name={user.displayName || user.email} seed={user.id} size="sm" />
          <span className="hidden max-w-40 truncate font-medium text-slate-700 sm:block">
            {user.displayName || user.email}
          </span>
          <svg
            viewBox="0 0 20 20"
            fill="currentColor"
            className="size-4 text-slate-400"
            aria-hidden="true"
          >
            <path
              fillRule="evenodd"
              d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
              clipRule="evenodd"
            />
          </svg>
        </>
      }
    >
      {(close) => (
        <>
          <div className="border-b border-slate-100 px-3 py-2.5">
            <p className="truncate text-sm font-medium text-slate-900">{user.displayName}</p>
            <p className="truncate text-xs text-slate-500">{user.email}</p>
          </div>
          <button
            type="button"
            className={menuItemClass}
            disabled={signOut.isPending}
            onClick={async () => {
              // Whether or not the server answered, the local session is gone: go to sign-in.
              await signOut.mutateAsync().catch(() => undefined);
              close();
              await router.navigate({ to: '/sign-in', search: {} });
            }}
          >
            {signOut.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <svg
                viewBox="0 0 20 20"
                fill="currentColor"
                className="size-4 text-slate-400"
                aria-hidden="true"
              >
                <path
                  fillRule="evenodd"
                  d="M3 4.25A2.25 2.25 0 0 1 5.25 2h5.5A2.25 2.25 0 0 1 13 4.25v2a.75.75 0 0 1-1.5 0v-2a.75.75 0 0 0-.75-.75h-5.5a.75.75 0 0 0-.75.75v11.5c0 .414.336.75.75.75h5.5a.75.75 0 0 0 .75-.75v-2a.75.75 0 0 1 1.5 0v2A2.25 2.25 0 0 1 10.75 18h-5.5A2.25 2.25 0 0 1 3 15.75V4.25Z"
                  clipRule="evenodd"
                />
                <path
                  fillRule="evenodd"
                  d="M19 10a.75.75 0 0 0-.75-.75H8.704l1.048-.943a.75.75 0 1 0-1.004-1.114l-2.5 2.25a.75.75 0 0 0 0 1.114l2.5 2.25a.75.75 0 1 0 1.004-1.114l-1.048-.943h9.546A.75.75 0 0 0 19 10Z"
                  clipRule="evenodd"
                />
              </svg>
            )}
            Sign out
          </button>
        </>
      )}
    </Menu>
  );
}
