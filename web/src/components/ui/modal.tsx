import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * Drives a native <dialog> from React state: showModal()/close() follow `open`; Escape and
 * a press on the backdrop call `onClose` unless `busy` (a request is running).
 */
export function useNativeDialog(open: boolean, onClose: () => void, busy: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return {
    ref,
    onCancel: (event: React.SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      if (!busy) onClose();
    },
    onMouseDown: (event: React.MouseEvent<HTMLDialogElement>) => {
      // A press on the backdrop lands on the <dialog> itself.
      if (event.target === ref.current && !busy) onClose();
    },
  };
}

/**
 * A modal panel on the native <dialog> element (focus trap, Escape and the top layer come
 * from the browser), for forms: create a site, a section, a group, a share link…
 */
export function Modal({
  open,
  title,
  description,
  onClose,
  busy = false,
  children,
  size = 'md',
}: {
  open: boolean;
  title: string;
  description?: ReactNode;
  onClose: () => void;
  /** While true, Escape and backdrop clicks do not close it (a request is running). */
  busy?: boolean;
  children: ReactNode;
  size?: 'md' | 'lg';
}) {
  const dialogProps = useNativeDialog(open, onClose, busy);
  const titleId = useId();

  return (
    <dialog
      {...dialogProps}
      aria-labelledby={titleId}
      className={`m-auto w-[calc(100%-2rem)] ${size === 'lg' ? 'max-w-2xl' : 'max-w-lg'} rounded-xl bg-white p-0 shadow-xl ring-1 ring-slate-200`}
    >
      {open && (
        <div className="max-h-[calc(100vh-4rem)] overflow-y-auto p-6">
          <div className="mb-5 flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className="text-base font-semibold text-slate-900">
                {title}
              </h2>
              {description && <div className="mt-1 text-sm text-slate-500">{description}</div>}
            </div>
            <button
              type="button"
              onClick={onClose}
              disabled={busy}
              aria-label="Close"
              className="-mt-1 -mr-2 rounded-md p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-600 disabled:opacity-50"
            >
              <svg viewBox="0 0 20 20" fill="currentColor" className="size-5" aria-hidden="true">
                <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
              </svg>
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}

/** The button row at the bottom of a modal form. */
export function ModalActions({ children }: { children: ReactNode }) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>
  );
}
