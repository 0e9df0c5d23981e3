import { SiteMark } from '@/features/sites/components/site-mark';

/** A space's emoji, or a coloured initial when it has none. */
export function SpaceMark({
  title,
  emoji,
  size = 'md',
}: {
  title: string;
  emoji?: string;
  size?: 'md' | 'lg';
}) {
  if (!emoji) return <SiteMark title={title || 'Untitled'} size={size} />;
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-lg bg-slate-100 ring-1 ring-slate-200 ${size === 'lg' ? 'size-11 text-2xl' : 'size-9 text-lg'}`}
    >
      {emoji}
    </span>
  );
}

export const spacesIcon = (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    className="size-5"
    aria-hidden="true"
  >
    <path
      strokeLinecap="round"
      strokeLinejoin="round"
      d="M12 6.042A8.967 8.967 0 0 0 6 3.75c-1.052 0-2.062.18-3 .512v14.25A8.987 8.987 0 0 1 6 18c2.305 0 4.408.867 6 2.292m0-14.25a8.966 8.966 0 0 1 6-2.292c1.052 0 2.062.18 3 .512v14.25A8.987 8.987 0 0 0 18 18a8.967 8.967 0 0 0-6 2.292m0-14.25v14.25"
    />
  </svg>
);
