import { cn } from '@/lib/cn';
import {
  SITE_VISIBILITIES,
  VISIBILITY_DESCRIPTIONS,
  VISIBILITY_LABELS,
  type SiteVisibility,
} from '../types';

/** The site visibility choice as labelled radio cards, used by create and settings forms. */
export function VisibilityPicker({
  name,
  value,
  onChange,
  error,
  className = 'sm:grid-cols-2',
}: {
  name: string;
  value: SiteVisibility;
  onChange: (visibility: SiteVisibility) => void;
  error?: string;
  /** Grid columns of the cards at wider sizes. */
  className?: string;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">Visibility</legend>
      <div className={cn('grid gap-2', className)}>
        {SITE_VISIBILITIES.map((visibility) => (
          <label
            key={visibility}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg p-3 ring-1 ring-inset transition-colors',
              value === visibility
                ? 'bg-brand-50/60 ring-brand-500'
                : 'ring-slate-200 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={visibility}
              checked={value === visibility}
              onChange={() => onChange(visibility)}
              className="mt-0.5 size-4 accent-brand-600"
            />
            <span>
              <span className="block text-sm font-medium text-slate-900">
                {VISIBILITY_LABELS[visibility]}
              </span>
              <span className="block text-xs text-slate-500">
                {VISIBILITY_DESCRIPTIONS[visibility]}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
