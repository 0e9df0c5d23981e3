const TONES = [
  'bg-brand-600',
  'bg-emerald-600',
  'bg-sky-600',
  'bg-amber-500',
  'bg-rose-600',
  'bg-violet-600',
  'bg-slate-700',
];

function hash(text: string) {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) | 0;
  return Math.abs(h);
}

/** A square with the site's initial, coloured from its title. */
export function SiteMark({ title, size = 'md' }: { title: string; size?: 'md' | 'lg' }) {
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-lg font-semibold text-white shadow-sm ${TONES[hash(title) % TONES.length]} ${size === 'lg' ? 'size-11 text-lg' : 'size-9 text-sm'}`}
    >
      {title.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
