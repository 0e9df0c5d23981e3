import { Link, useRouterState } from '@tanstack/react-router';
import { orgSection } from '@/components/layout/nav';
import { Menu, menuItemClass } from '@/components/ui/menu';
import { Skeleton, Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useOrg } from '../api/get-org';
import { useOrgs } from '../api/get-orgs';

function OrgMark({ title }: { title: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-6 shrink-0 items-center justify-center rounded-md bg-slate-900 text-xs font-semibold text-white"
    >
      {title.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

/** Header dropdown listing the caller's organizations; switching keeps the current section. */
export function OrgSwitcher({ orgId }: { orgId: string }) {
  const org = useOrg(orgId);
  const orgs = useOrgs();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const section = orgSection(pathname) ?? 'settings';

  if (!org.data) return <Skeleton className="h-6 w-40" />;

  return (
    <Menu
      label={`Organization: ${org.data.title}. Switch organization`}
      className="min-w-0"
      panelClassName="w-72"
      trigger={
        <>
          <OrgMark title={org.data.title} />
          <span
            data-testid="current-org-title"
            className="min-w-0 truncate font-semibold text-slate-900"
          >
            {org.data.title}
          </span>
          <svg
            viewBox="0 0 20 20"
            fill="currentColor"
            className="size-4 shrink-0 text-slate-400"
            aria-hidden="true"
          >
            <path
              fillRule="evenodd"
              d="M10.53 3.47a.75.75 0 0 0-1.06 0L6.22 6.72a.75.75 0 0 0 1.06 1.06L10 5.06l2.72 2.72a.75.75 0 1 0 1.06-1.06l-3.25-3.25Zm-4.31 9.81 3.25 3.25a.75.75 0 0 0 1.06 0l3.25-3.25a.75.75 0 1 0-1.06-1.06L10 14.94l-2.72-2.72a.75.75 0 0 0-1.06 1.06Z"
              clipRule="evenodd"
            />
          </svg>
        </>
      }
    >
      {(close) => (
        <div>
          <p className="px-3 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-slate-400 uppercase">
            Organizations
          </p>
          {orgs.isPending ? (
            <div className="flex items-center gap-2 px-3 py-2 text-sm text-slate-500">
              <Spinner className="size-4" /> Loading…
            </div>
          ) : orgs.isError ? (
            <p className="px-3 py-2 text-sm text-red-600">{errorMessage(orgs.error)}</p>
          ) : (
            <ul className="max-h-80 overflow-y-auto">
              {orgs.data.items.map((item) => (
                <li key={item.id}>
                  <Link
                    to={`/app/orgs/$orgId/${section as 'settings'}`}
                    params={{ orgId: item.id }}
                    onClick={close}
                    aria-current={item.id === orgId ? 'true' : undefined}
                    className={cn(menuItemClass, item.id === orgId && 'bg-slate-50')}
                  >
                    <OrgMark title={item.title} />
                    <span className="min-w-0 flex-1 truncate">{item.title}</span>
                    {item.id === orgId && (
                      <svg
                        viewBox="0 0 20 20"
                        fill="currentColor"
                        className="size-4 text-brand-600"
                        aria-label="Current organization"
                      >
                        <path
                          fillRule="evenodd"
                          d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z"
                          clipRule="evenodd"
                        />
                      </svg>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Menu>
  );
}
