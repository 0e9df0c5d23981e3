/** Only same-origin paths may be redirected to after sign-in. */
export function safeRedirect(target: string | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return '/app';
  if (target.startsWith('/sign-in')) return '/app';
  return target;
}
