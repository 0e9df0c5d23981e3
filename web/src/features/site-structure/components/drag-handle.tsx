import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { cn } from '@/lib/cn';

/**
 * The only part of a row that starts a drag: with the pointer (press and move) or the
 * keyboard (focus it, Space to pick up, arrows to move, Space to drop, Escape to cancel).
 */
export function DragHandle({
  label,
  attributes,
  listeners,
  setRef,
  disabled,
  size = 'md',
}: {
  label: string;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setRef: (element: HTMLElement | null) => void;
  disabled?: boolean;
  size?: 'sm' | 'md';
}) {
  return (
    <button
      type="button"
      ref={setRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      disabled={disabled}
      data-drag-handle
      className={cn(
        'flex shrink-0 touch-none items-center justify-center rounded-md text-slate-400 transition-colors hover:bg-slate-100 hover:text-slate-700 focus-visible:text-slate-700 disabled:cursor-not-allowed disabled:opacity-40',
        disabled ? '' : 'cursor-grab active:cursor-grabbing',
        size === 'sm' ? 'h-7 w-5' : 'h-8 w-6',
      )}
    >
      <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
        <circle cx="7" cy="4.5" r="1.5" />
        <circle cx="13" cy="4.5" r="1.5" />
        <circle cx="7" cy="10" r="1.5" />
        <circle cx="13" cy="10" r="1.5" />
        <circle cx="7" cy="15.5" r="1.5" />
        <circle cx="13" cy="15.5" r="1.5" />
      </svg>
    </button>
  );
}
