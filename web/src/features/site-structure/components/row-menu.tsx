import type { ReactNode } from 'react';
import { Menu, menuItemClass } from '@/components/ui/menu';
import { cn } from '@/lib/cn';

export type RowAction =
  | { label: string; onSelect: () => void; tone?: 'danger'; disabled?: boolean; hint?: string }
  | 'separator';

/** The "⋯" menu of a structure row. */
export function RowMenu({ label, actions }: { label: string; actions: RowAction[] }) {
  return (
    <Menu
      label={label}
      align="right"
      panelClassName="w-60"
      trigger={
        <svg
          viewBox="0 0 20 20"
          fill="currentColor"
          className="size-4 text-slate-500"
          aria-hidden="true"
        >
          <path d="M3 10a1.5 1.5 0 1 1 3 0 1.5 1.5 0 0 1-3 0Zm5.5 0a1.5 1.5 0 1 1 3 0 1.5 1.5 0 0 1-3 0ZM15.5 8.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z" />
        </svg>
      }
    >
      {(close) => (
        <ul role="menu" aria-label={label}>
          {actions.map((action, index) =>
            action === 'separator' ? (
              <li
                key={`separator-${index}`}
                role="separator"
                className="my-1 border-t border-slate-100"
              />
            ) : (
              <li key={action.label} role="none">
                <button
                  type="button"
                  role="menuitem"
                  disabled={action.disabled}
                  title={action.hint}
                  onClick={() => {
                    close();
                    action.onSelect();
                  }}
                  className={cn(
                    menuItemClass,
                    'disabled:cursor-not-allowed disabled:text-slate-400',
                    action.tone === 'danger' && 'text-red-600 hover:text-red-700',
                  )}
                >
                  {action.label}
                </button>
              </li>
            ),
          )}
        </ul>
      )}
    </Menu>
  );
}

export function MetaTag({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <span
      title={title}
      className="inline-flex max-w-48 items-center gap-1 truncate rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[11px] text-slate-600"
    >
      {children}
    </span>
  );
}
