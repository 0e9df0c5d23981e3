import { Logo } from '@/components/layout/logo';
import { EmptyState } from '@/components/ui/states';
import { UserMenu } from '@/features/auth/components/user-menu';

/** Signed in, but a member of no organization yet. */
export function NoOrganizations() {
  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-7xl items-center justify-between px-4 sm:px-6">
          <Logo />
          <UserMenu />
        </div>
      </header>
      <main className="mx-auto max-w-xl px-4 py-16">
        <div className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          <EmptyState
            title="You are not in any organization yet"
            description="Ask an administrator of your organization for an invite link, then open it while signed in."
          />
        </div>
      </main>
    </div>
  );
}
