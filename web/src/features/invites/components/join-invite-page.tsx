import { Link, useNavigate } from '@tanstack/react-router';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/states';
import { useSession } from '@/features/auth/api/get-session';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useJoinInvite } from '../api/join-invite';

/** Landing page of an invite link: join the organization as the signed-in user. */
export function JoinInvitePage({ token }: { token: string }) {
  useDocumentTitle('Join an organization');
  const session = useSession();
  const join = useJoinInvite();
  const navigate = useNavigate();

  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-brand-50 via-slate-50 to-slate-50 px-4">
      <div className="w-full max-w-md rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <div className="flex justify-center">
          <Logo withName={false} />
        </div>
        <h1 className="mt-4 text-xl font-semibold text-slate-900">
          You have been invited to an organization
        </h1>
        <p className="mt-2 text-sm text-slate-500">
          Join as <strong className="text-slate-700">{session.data?.user.email}</strong>. Your role
          is set by the invite link.
        </p>
        {join.isError && (
          <Alert tone="error" className="mt-5 text-left">
            {isApiError(join.error, 404)
              ? 'This invite link is invalid, was deleted, or invite links are turned off.'
              : errorMessage(join.error)}
          </Alert>
        )}
        <div className="mt-6 flex flex-col gap-2">
          <Button
            loading={join.isPending}
            onClick={() =>
              join.mutate(token, {
                onSuccess: (org) =>
                  void navigate({ to: '/app/orgs/$orgId/sites', params: { orgId: org.id } }),
              })
            }
          >
            Join organization
          </Button>
          <Link to="/app" className="text-sm font-medium text-slate-500 hover:text-slate-700">
            Not now
          </Link>
        </div>
      </div>
    </div>
  );
}
