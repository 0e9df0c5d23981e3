import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useRouter } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { Alert } from '@/components/ui/states';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSignUp } from '../api/sign-up';

// The same bounds as POST /auth/sign-up.
const SignUpSchema = z.object({
  displayName: z.string().trim().min(1, 'Enter your name').max(100),
  email: z
    .string()
    .trim()
    .min(1, 'Enter your email address')
    .pipe(z.email('Enter a valid email address').max(320)),
  password: z.string().min(10, 'Use at least 10 characters').max(1024),
});
type SignUpValues = z.infer<typeof SignUpSchema>;

/** Account creation for someone who opened an invite link and has no account yet. */
export function SignUpPage({ token }: { token: string }) {
  useDocumentTitle('Create your account');
  const router = useRouter();
  const signUp = useSignUp();
  const form = useForm<SignUpValues>({
    resolver: zodResolver(SignUpSchema),
    defaultValues: { displayName: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await signUp.mutateAsync({ ...values, inviteToken: token });
      await router.navigate({
        to: '/app/orgs/$orgId/sites',
        params: { orgId: result.organizationId },
        replace: true,
      });
    } catch (error) {
      if (isApiError(error) && error.field && error.field in values) {
        form.setError(error.field as keyof SignUpValues, { message: error.issues[0]?.message });
      } else {
        form.setError('root.server', {
          message: isApiError(error, 404)
            ? 'This invite link is invalid, was deleted, or invite links are turned off.'
            : errorMessage(error),
        });
      }
    }
  });

  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-brand-50 via-slate-50 to-slate-50 px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-8 flex flex-col items-center text-center">
          <Logo withName={false} />
          <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">
            Create your account
          </h1>
          <p className="mt-1 text-sm text-slate-500">
            You were invited to an organization. Your role is set by the invite link.
          </p>
        </div>
        <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          {errors.root?.server && (
            <Alert tone="error" className="mb-5">
              {errors.root.server.message}
            </Alert>
          )}
          <form onSubmit={onSubmit} noValidate className="space-y-5">
            <Field label="Name" error={errors.displayName?.message}>
              {(field) => (
                <Input
                  {...field}
                  autoComplete="name"
                  autoFocus
                  invalid={!!errors.displayName}
                  {...form.register('displayName')}
                />
              )}
            </Field>
            <Field label="Email" error={errors.email?.message}>
              {(field) => (
                <Input
                  {...field}
                  type="email"
                  autoComplete="username"
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
                  autoComplete="new-password"
                  invalid={!!errors.password}
                  {...form.register('password')}
                />
              )}
            </Field>
            <Button type="submit" className="w-full" loading={form.formState.isSubmitting}>
              Create account and join
            </Button>
          </form>
        </div>
        <p className="mt-6 text-center text-sm text-slate-500">
          Already have an account?{' '}
          <Link
            to="/sign-in"
            search={{ redirect: `/invite/${token}` }}
            className="font-medium text-brand-700 hover:text-brand-800"
          >
            Sign in
          </Link>
        </p>
      </div>
    </div>
  );
}
