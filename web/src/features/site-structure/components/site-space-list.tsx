import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Badge } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { SiteSection, SiteSpace } from '../types';
import { DragHandle } from './drag-handle';
import { restrictToVerticalAxis } from './modifiers';
import { MetaTag, RowMenu } from './row-menu';
import { spaceLabel } from './space-picker';
import { useStructureActions } from './structure-context';

const SCREEN_READER_INSTRUCTIONS = {
  draggable:
    'To reorder this space, press Space or Enter to pick it up. Use the up and down arrow keys to move it among the spaces of its section, then press Space or Enter to drop it, or Escape to cancel.',
};

function SiteSpaceRow({ siteSpace, parentTitle }: { siteSpace: SiteSpace; parentTitle: string }) {
  const actions = useStructureActions();
  const sortable = useSortable({ id: siteSpace.id, disabled: !actions.canEdit });
  const label = spaceLabel(siteSpace.space);
  return (
    <li
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
      className={cn(
        'flex items-center gap-2 rounded-lg bg-white py-1.5 pr-1 pl-1.5 ring-1 ring-slate-200',
        sortable.isDragging && 'relative z-10 shadow-lg ring-brand-500',
      )}
      data-testid="site-space-row"
      data-site-space-id={siteSpace.id}
    >
      <DragHandle
        size="sm"
        label={`Move space “${label}” in ${parentTitle}`}
        attributes={sortable.attributes}
        listeners={sortable.listeners}
        setRef={sortable.setActivatorNodeRef}
        disabled={!actions.canEdit}
      />
      <span
        aria-hidden="true"
        className="flex size-6 shrink-0 items-center justify-center rounded bg-slate-100 text-xs"
      >
        {siteSpace.space.emoji || (
          <svg viewBox="0 0 20 20" fill="currentColor" className="size-3.5 text-slate-500">
            <path d="M10.75 16.82A7.462 7.462 0 0 1 15 15.5c.71 0 1.396.098 2.046.282A.75.75 0 0 0 18 15.06v-11a.75.75 0 0 0-.546-.721A9.006 9.006 0 0 0 15 3a8.963 8.963 0 0 0-4.25 1.065V16.82ZM9.25 4.065A8.963 8.963 0 0 0 5 3c-.85 0-1.673.118-2.454.339A.75.75 0 0 0 2 4.06v11a.75.75 0 0 0 .954.721A7.506 7.506 0 0 1 5 15.5c1.579 0 3.042.487 4.25 1.32V4.065Z" />
          </svg>
        )}
      </span>
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
        <span className="truncate text-sm text-slate-800" data-testid="site-space-title">
          {siteSpace.space.title || 'Untitled space'}
        </span>
        <MetaTag title="Path of this space in the section">/{siteSpace.path}</MetaTag>
        {siteSpace.default && <Badge tone="brand">Default</Badge>}
        {siteSpace.condition && (
          <Badge tone="amber" title={`Shown when: ${siteSpace.condition}`}>
            Conditional
          </Badge>
        )}
      </div>
      {actions.canEdit && (
        <RowMenu
          label={`Actions for space “${label}”`}
          actions={[
            {
              label: 'Edit path and condition…',
              onSelect: () => actions.open({ type: 'edit-site-space', siteSpace }),
            },
            {
              label: 'Make default',
              disabled: !!siteSpace.default,
              onSelect: () => actions.setDefaultSiteSpace(siteSpace),
            },
            'separator',
            {
              label: 'Remove from site…',
              tone: 'danger',
              onSelect: () => actions.open({ type: 'delete-site-space', siteSpace }),
            },
          ]}
        />
      )}
    </li>
  );
}

/**
 * The site spaces of one section (or of a site without sections), in visitor order, with
 * their own drag-and-drop context: a site space moves among the site spaces of its parent.
 */
export function SiteSpaceList({
  section,
  siteSpaces,
  parentTitle,
}: {
  section: SiteSection | null;
  siteSpaces: SiteSpace[];
  parentTitle: string;
}) {
  const actions = useStructureActions();
  const serverOrder = useMemo(() => siteSpaces.map((ss) => ss.id), [siteSpaces]);
  const [localOrder, setLocalOrder] = useState<string[] | null>(null);
  const order = localOrder ?? serverOrder;
  const byId = useMemo(() => new Map(siteSpaces.map((ss) => [ss.id, ss])), [siteSpaces]);
  const orderRef = useRef(order);
  orderRef.current = order;

  // The dropped order stays until the cache shows it (optimistic update) or the refusal.
  useEffect(() => setLocalOrder(null), [siteSpaces]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const name = (id: string | number) =>
    `space “${spaceLabel(byId.get(String(id))?.space ?? { title: '' })}”`;
  const position = (id: string | number) =>
    `position ${orderRef.current.indexOf(String(id)) + 1} of ${orderRef.current.length} in ${parentTitle}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${name(active.id)}, at ${position(active.id)}. Use the up and down arrow keys to move it, Space to drop it, Escape to cancel.`,
    // Over itself is where it was picked up: nothing new to say (and the pick-up message stays).
    onDragOver: ({ active, over }) =>
      over?.id === active.id
        ? undefined
        : over
          ? `${name(active.id)} is over ${position(over.id)}.`
          : `${name(active.id)} is not over a position.`,
    onDragEnd: ({ active, over }) =>
      over ? `${name(active.id)} dropped at ${position(over.id)}.` : `${name(active.id)} dropped.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled. ${name(active.id)} is back at ${position(active.id)}.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = orderRef.current;
    const to = [...from];
    to.splice(from.indexOf(String(active.id)), 1);
    to.splice(from.indexOf(String(over.id)), 0, String(active.id));
    setLocalOrder(to);
    actions.move({
      kind: 'site-spaces',
      siteSpaceId: String(active.id),
      label: name(active.id),
      sectionId: section?.id ?? null,
      from,
      to,
    });
  };

  return (
    <div>
      {order.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-2 text-xs text-slate-500">
          No spaces: visitors see an empty section.
        </p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          modifiers={[restrictToVerticalAxis]}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
        >
          <SortableContext items={order} strategy={verticalListSortingStrategy}>
            <ul className="space-y-1.5" aria-label={`Spaces of ${parentTitle}`}>
              {order.map((id) => {
                const siteSpace = byId.get(id);
                return siteSpace ? (
                  <SiteSpaceRow key={id} siteSpace={siteSpace} parentTitle={parentTitle} />
                ) : null;
              })}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      {actions.canEdit && (
        <button
          type="button"
          onClick={() => actions.open({ type: 'add-site-space', section })}
          className="mt-1.5 inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-left text-xs font-medium text-brand-700 hover:bg-brand-50"
        >
          <svg viewBox="0 0 20 20" fill="currentColor" className="size-3.5" aria-hidden="true">
            <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
          </svg>
          Add a space{section ? ` to ${section.title}` : ''}
        </button>
      )}
    </div>
  );
}
