export function Logo({ withName = true }: { withName?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 32 32" className="size-7 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path d="M10 9h8a5 5 0 0 1 5 5v9H15a5 5 0 0 1-5-5z" fill="#fff" />
      </svg>
      {withName && (
        <span className="text-sm font-semibold tracking-tight text-slate-900">Docs Admin</span>
      )}
    </span>
  );
}
