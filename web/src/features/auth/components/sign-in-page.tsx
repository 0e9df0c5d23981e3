import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useRouter } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { Alert } from '@/components/ui/states';
import { SsoSignInButtons } from '@/features/sso/components/sso-sign-in-buttons';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSignIn } from '../api/sign-in';

const SignInSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter your email address')
    .pipe(z.email('Enter a valid email address').max(320)),
  password: z.string().min(1, 'Enter your password').max(1024),
});
type SignInValues = z.infer<typeof SignInSchema>;

/** `orgId` (from `?org=`): also offer that organization's single sign-on. */
export function SignInPage({
  redirectTo,
  expired,
  orgId,
}: {
  redirectTo: string;
  expired: boolean;
  orgId?: string | undefined;
}) {
  useDocumentTitle('Sign in');
  const router = useRouter();
  const signIn = useSignIn();
  const form = useForm<SignInValues>({
    resolver: zodResolver(SignInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  // Arriving from an invite link: someone without an account can create one instead.
  const inviteToken = /^\/invite\/([\w-]+)$/.exec(redirectTo)?.[1];

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
      await router.navigate({ href: redirectTo, replace: true });
    } catch (error) {
      // Field-level problems (body.email: …) go next to the field; the rest above the form.
      if (isApiError(error) && error.field && error.field in values) {
        form.setError(error.field as keyof SignInValues, { message: error.issues[0]?.message });
      } else {
        form.setError('root.server', {
          message: isApiError(error, 401)
            ? 'The email or password is incorrect.'
            : errorMessage(error),
        });
      }
      if (isApiError(error, 401)) form.setValue('password', '');
    }
  });

  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-brand-50 via-slate-50 to-slate-50 px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-8 flex flex-col items-center text-center">
          <Logo withName={false} />
          <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">
            Sign in to Docs Admin
          </h1>
          <p className="mt-1 text-sm text-slate-500">
            Manage your organizations, members and API tokens.
          </p>
        </div>

        <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          {expired && !errors.root?.server && (
            <Alert tone="warning" className="mb-5">
              Your session ended. Sign in again to continue.
            </Alert>
          )}
          {errors.root?.server && (
            <Alert tone="error" className="mb-5">
              {errors.root.server.message}
            </Alert>
          )}
          {orgId && <SsoSignInButtons orgId={orgId} />}
          <form onSubmit={onSubmit} noValidate className="space-y-5">
            <Field label="Email" error={errors.email?.message}>
              {(field) => (
                <Input
                  {...field}
                  type="email"
                  autoComplete="username"
                  autoFocus
                  invalid={!!errors.email}
                  {...form.register('email')}
                />
              )}
            </Field>
            <Field label="Password" error={errors.password?.message}>
              {(field) => (
                <Input
                  {...field}
                  type="password"
                  autoComplete="current-password"
                  invalid={!!errors.password}
                  {...form.register('password')}
                />
              )}
            </Field>
            <Button type="submit" className="w-full" loading={form.formState.isSubmitting}>
              Sign in
            </Button>
          </form>
        </div>
        {inviteToken && (
          <p className="mt-6 text-center text-sm text-slate-500">
            New here?{' '}
            <Link
              to="/invite/$token/sign-up"
              params={{ token: inviteToken }}
              className="font-medium text-brand-700 hover:text-brand-800"
            >
              Create an account with your invite
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
