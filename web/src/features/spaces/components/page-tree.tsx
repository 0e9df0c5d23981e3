import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import type { RevisionPage } from '../types';

type Visible = {
  page: RevisionPage;
  level: number;
  parentId: string | undefined;
  hasChildren: boolean;
};

/** IDs of the ancestors of `pageId` (to expand them so the selected page shows). */
export function ancestorsOf(
  pages: RevisionPage[],
  pageId: string,
  trail: string[] = [],
): string[] | undefined {
  for (const page of pages) {
    if (page.id === pageId) return trail;
    const found = page.pages && ancestorsOf(page.pages, pageId, [...trail, page.id]);
    if (found) return found;
  }
  return undefined;
}

/** The first page with content, depth first (groups and links have none). */
export function firstDocument(pages: RevisionPage[]): RevisionPage | undefined {
  for (const page of pages) {
    if (page.type === 'document') return page;
    const child = page.pages && firstDocument(page.pages);
    if (child) return child;
  }
  return undefined;
}

export function findPage(pages: RevisionPage[], pageId: string): RevisionPage | undefined {
  for (const page of pages) {
    if (page.id === pageId) return page;
    const child = page.pages && findPage(page.pages, pageId);
    if (child) return child;
  }
  return undefined;
}

/**
 * The nested page tree (WAI-ARIA tree view): ↑/↓ move, → opens or goes to the first child,
 * ← closes or goes to the parent, Home/End, Enter or Space opens the page.
 */
export function PageTree({
  pages,
  selectedId,
  onSelect,
}: {
  pages: RevisionPage[];
  selectedId: string | undefined;
  onSelect: (page: RevisionPage) => void;
}) {
  const [collapsed, setCollapsed] = useState<Set<string>>(() => new Set());
  const [focusedId, setFocusedId] = useState<string | undefined>(undefined);
  const refs = useRef(new Map<string, HTMLElement>());

  // The selected page's ancestors always show open.
  const forcedOpen = useMemo(
    () => new Set(selectedId ? (ancestorsOf(pages, selectedId) ?? []) : []),
    [pages, selectedId],
  );
  const isOpen = (id: string) => forcedOpen.has(id) || !collapsed.has(id);

  const visible = useMemo(() => {
    const list: Visible[] = [];
    const walk = (items: RevisionPage[], level: number, parentId: string | undefined) => {
      for (const page of items) {
        const hasChildren = (page.pages?.length ?? 0) > 0;
        list.push({ page, level, parentId, hasChildren });
        if (hasChildren && (forcedOpen.has(page.id) || !collapsed.has(page.id)))
          walk(page.pages ?? [], level + 1, page.id);
      }
    };
    walk(pages, 1, undefined);
    return list;
  }, [pages, collapsed, forcedOpen]);

  const tabStop = visible.some((item) => item.page.id === focusedId)
    ? focusedId
    : visible.some((item) => item.page.id === selectedId)
      ? selectedId
      : visible[0]?.page.id;

  const focus = (id: string | undefined) => {
    if (!id) return;
    setFocusedId(id);
    refs.current.get(id)?.focus();
  };
  const toggle = (id: string, open: boolean) =>
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (open) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent, item: Visible) => {
    const index = visible.findIndex((entry) => entry.page.id === item.page.id);
    const open = isOpen(item.page.id);
    switch (event.key) {
      case 'ArrowDown':
        focus(visible[index + 1]?.page.id);
        break;
      case 'ArrowUp':
        focus(visible[index - 1]?.page.id);
        break;
      case 'Home':
        focus(visible[0]?.page.id);
        break;
      case 'End':
        focus(visible[visible.length - 1]?.page.id);
        break;
      case 'ArrowRight':
        if (!item.hasChildren) return;
        if (open) focus(visible[index + 1]?.page.id);
        else toggle(item.page.id, true);
        break;
      case 'ArrowLeft':
        if (item.hasChildren && open && !forcedOpen.has(item.page.id)) toggle(item.page.id, false);
        else focus(item.parentId);
        break;
      case 'Enter':
      case ' ':
        onSelect(item.page);
        break;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const render = (items: RevisionPage[], level: number, parentId: string | undefined) =>
    items.map((page) => {
      const hasChildren = (page.pages?.length ?? 0) > 0;
      const open = hasChildren && isOpen(page.id);
      const item: Visible = { page, level, parentId, hasChildren };
      const selected = page.id === selectedId;
      return (
        <li
          key={page.id}
          role="treeitem"
          aria-level={level}
          aria-selected={selected}
          aria-expanded={hasChildren ? open : undefined}
          tabIndex={page.id === tabStop ? 0 : -1}
          ref={(element) => {
            if (element) refs.current.set(page.id, element);
            else refs.current.delete(page.id);
          }}
          onKeyDown={(event) => onKeyDown(event, item)}
          onFocus={(event) => {
            if (event.target === event.currentTarget) setFocusedId(page.id);
          }}
          className="rounded-md outline-none focus-visible:[&>div]:ring-2 focus-visible:[&>div]:ring-brand-500"
        >
          <div
            className={cn(
              'flex cursor-pointer items-center gap-1 rounded-md py-1.5 pr-2 text-sm',
              selected
                ? 'bg-brand-50 font-medium text-brand-700'
                : 'text-slate-700 hover:bg-slate-100',
            )}
            style={{ paddingLeft: `${(level - 1) * 0.875 + 0.25}rem` }}
            onClick={() => {
              setFocusedId(page.id);
              onSelect(page);
            }}
          >
            {hasChildren ? (
              <button
                type="button"
                tabIndex={-1}
                aria-hidden="true"
                className="rounded p-0.5 text-slate-400 hover:bg-slate-200 hover:text-slate-700"
                onClick={(event) => {
                  event.stopPropagation();
                  if (!forcedOpen.has(page.id)) toggle(page.id, !open);
                }}
              >
                <svg
                  viewBox="0 0 20 20"
                  fill="currentColor"
                  className={cn('size-4 transition-transform', open && 'rotate-90')}
                >
                  <path
                    fillRule="evenodd"
                    d="M8.22 5.22a.75.75 0 0 1 1.06 0l4.25 4.25a.75.75 0 0 1 0 1.06l-4.25 4.25a.75.75 0 0 1-1.06-1.06L11.94 10 8.22 6.28a.75.75 0 0 1 0-1.06Z"
                    clipRule="evenodd"
                  />
                </svg>
              </button>
            ) : (
              <span className="w-5 shrink-0" />
            )}
            {page.emoji && <span aria-hidden="true">{page.emoji}</span>}
            <span
              className={cn(
                'truncate',
                page.type === 'group' &&
                  'text-xs font-semibold tracking-wide text-slate-500 uppercase',
              )}
            >
              {page.title || 'Untitled'}
            </span>
          </div>
          {open && (
            <ul role="group" className="mt-0.5 space-y-0.5">
              {render(page.pages ?? [], level + 1, page.id)}
            </ul>
          )}
        </li>
      );
    });

  return (
    <ul role="tree" aria-label="Pages" className="space-y-0.5">
      {render(pages, 1, undefined)}
    </ul>
  );
}
