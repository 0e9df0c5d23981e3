import { Link, Outlet } from '@tanstack/react-router';
import { UserMenu } from '@/features/auth/components/user-menu';
import { OrgSwitcher } from '@/features/orgs/components/org-switcher';
import { Logo } from './logo';
import { ORG_NAV } from './nav';

// TanStack Router marks the current link with data-status="active" and aria-current="page".
const linkClass =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 data-[status=active]:bg-brand-50 data-[status=active]:text-brand-700';

/** Header (org switcher, user menu), side navigation (tabs on narrow screens) and the page. */
export function AppShell({ orgId }: { orgId: string }) {
  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
          <Link to="/app" aria-label="Docs Admin home" className="shrink-0">
            <Logo withName={false} />
          </Link>
          <span className="text-slate-300" aria-hidden="true">
            /
          </span>
          <OrgSwitcher orgId={orgId} />
          <div className="ml-auto">
            <UserMenu />
          </div>
        </div>
        {/* Narrow screens: the side nav becomes a row of tabs. */}
        <nav aria-label="Organization sections" className="border-t border-slate-100 lg:hidden">
          <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-2 sm:px-6">
            {ORG_NAV.flatMap((section) => section.items).map((item) => (
              <li key={item.to}>
                <Link to={item.to} params={{ orgId }} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <div className="mx-auto flex max-w-7xl gap-8 px-4 py-6 sm:px-6 lg:py-8">
        <nav aria-label="Organization" className="hidden w-56 shrink-0 lg:block">
          <div className="sticky top-22 space-y-6">
            {ORG_NAV.map((section) => (
              <div key={section.title}>
                <p className="px-3 pb-2 text-xs font-semibold tracking-wide text-slate-400 uppercase">
                  {section.title}
                </p>
                <ul className="space-y-0.5">
                  {section.items.map((item) => (
                    <li key={item.to}>
                      <Link to={item.to} params={{ orgId }} className={linkClass}>
                        {item.icon}
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </nav>
        <main className="min-w-0 flex-1">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
