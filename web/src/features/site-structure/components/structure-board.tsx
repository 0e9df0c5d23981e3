import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useDndContext,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type ClientRect,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type DroppableContainer,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Badge } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import {
  containerOf,
  groupBodyKey,
  groupKey,
  idOf,
  isGroupBodyKey,
  isGroupKey,
  itemsOf,
  moveTo,
  sameLayout,
  sectionKey,
  TOP,
  type ItemKey,
  type Layout,
} from '../model';
import type { SiteSection, SiteSectionGroup } from '../types';
import { DragHandle } from './drag-handle';
import { restrictToVerticalAxis } from './modifiers';
import { MetaTag, RowMenu, type RowAction } from './row-menu';
import { SiteSpaceList } from './site-space-list';
import { useStructureActions } from './structure-context';

const SCREEN_READER_INSTRUCTIONS = {
  draggable:
    'To move this item, press Space or Enter to pick it up. Use the up and down arrow keys to move it; a section moves into and out of section groups on its way. Press Space or Enter to drop it, or Escape to cancel.',
};

// ---- Rows ----------------------------------------------------------------------------

function SectionIcon({ section }: { section: SiteSection }) {
  return (
    <span
      aria-hidden="true"
      title={section.icon ? `Icon: ${section.icon}` : undefined}
      className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg text-sm font-semibold', section.default ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-700')}
    >
      {(section.icon ?? section.title).trim().charAt(0).toUpperCase() || '§'}
    </span>
  );
}

function sectionActions(section: SiteSection, layout: Layout, groups: Map<string, SiteSectionGroup>, actions: ReturnType<typeof useStructureActions>): RowAction[] {
  const key = sectionKey(section.id);
  const container = containerOf(layout, key);
  const moveInto = [...groups.values()]
    .filter((group) => group.id !== container)
    .map<RowAction>((group) => ({
      label: `Move into “${group.title}”`,
      onSelect: () => {
        const from = actions.currentLayout();
        actions.move({ kind: 'layout', key, label: `section “${section.title}”`, from, to: moveTo(from, key, group.id, Number.MAX_SAFE_INTEGER) });
      },
    }));
  const currentGroup = container && container !== TOP ? groups.get(container) : undefined;
  const moveOut: RowAction[] = currentGroup
    ? [
        {
          label: `Move out of “${currentGroup.title}”`,
          onSelect: () => {
            const from = actions.currentLayout();
            actions.move({ kind: 'layout', key, label: `section “${section.title}”`, from, to: moveTo(from, key, TOP, from.top.indexOf(groupKey(currentGroup.id)) + 1) });
          },
        },
      ]
    : [];
  const moves = [...moveInto, ...moveOut];
  return [
    { label: 'Edit section…', onSelect: () => actions.open({ type: 'edit-section', section }) },
    { label: 'Make default section', disabled: !!section.default, onSelect: () => actions.setDefaultSection(section) },
    { label: 'Add a space…', onSelect: () => actions.open({ type: 'add-site-space', section }) },
    ...(moves.length ? (['separator', ...moves] as RowAction[]) : []),
    'separator',
    { label: 'Delete section…', tone: 'danger', onSelect: () => actions.open({ type: 'delete-section', section }) },
  ];
}

type HandleProps = Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setActivatorNodeRef'>;

/** A section as shown in the list and in the drag overlay (no drag hooks here). */
function SectionView({
  section,
  handle,
  menu,
  overlay = false,
  dragging = false,
  nodeRef,
  style,
}: {
  section: SiteSection;
  handle?: HandleProps;
  menu?: RowAction[];
  overlay?: boolean;
  dragging?: boolean;
  nodeRef?: (element: HTMLElement | null) => void;
  style?: React.CSSProperties;
}) {
  const actions = useStructureActions();
  return (
    <li
      ref={nodeRef}
      style={style}
      className={cn(
        'list-none rounded-xl bg-white ring-1 ring-slate-200',
        dragging && 'opacity-40 ring-2 ring-brand-300 ring-dashed',
        overlay && 'shadow-2xl ring-2 ring-brand-400',
      )}
      data-testid={overlay ? 'drag-overlay' : 'section-row'}
      data-section-id={section.id}
    >
      <div className="flex items-start gap-2 px-2 py-2.5 sm:gap-3 sm:px-3">
        {handle ? (
          <DragHandle
            label={`Move section “${section.title}”`}
            attributes={handle.attributes}
            listeners={handle.listeners}
            setRef={handle.setActivatorNodeRef}
            disabled={!actions.canEdit}
          />
        ) : (
          <span className="flex h-8 w-6 shrink-0 items-center justify-center text-brand-500" aria-hidden="true">
            <svg viewBox="0 0 20 20" fill="currentColor" className="size-4">
              <circle cx="7" cy="4.5" r="1.5" />
              <circle cx="13" cy="4.5" r="1.5" />
              <circle cx="7" cy="10" r="1.5" />
              <circle cx="13" cy="10" r="1.5" />
              <circle cx="7" cy="15.5" r="1.5" />
              <circle cx="13" cy="15.5" r="1.5" />
            </svg>
          </span>
        )}
        <SectionIcon section={section} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 className="truncate text-sm font-semibold text-slate-900" data-testid={overlay ? undefined : 'section-title'}>
              {section.title}
            </h3>
            <MetaTag title="Path of this section on the site">/{section.path}</MetaTag>
            {section.default && <Badge tone="brand">Default</Badge>}
            {section.condition && (
              <Badge tone="amber" title={`Shown when: ${section.condition}`}>
                Conditional
              </Badge>
            )}
          </div>
          {section.description && <p className="mt-0.5 line-clamp-2 text-xs text-slate-500">{section.description}</p>}
          {overlay ? (
            <p className="mt-1 text-xs text-slate-500">
              {section.siteSpaces.length} {section.siteSpaces.length === 1 ? 'space' : 'spaces'}
            </p>
          ) : (
            <div className="mt-2">
              <SiteSpaceList section={section} siteSpaces={section.siteSpaces} parentTitle={`section “${section.title}”`} />
            </div>
          )}
        </div>
        {menu && <RowMenu label={`Actions for section “${section.title}”`} actions={menu} />}
      </div>
    </li>
  );
}

function SortableSection({ section, layout, groups, inGroup }: { section: SiteSection; layout: Layout; groups: Map<string, SiteSectionGroup>; inGroup: boolean }) {
  const actions = useStructureActions();
  const { active } = useDndContext();
  const draggingGroup = !!active && isGroupKey(String(active.id));
  const sortable = useSortable({ id: sectionKey(section.id), disabled: { draggable: !actions.canEdit, droppable: inGroup && draggingGroup } });
  return (
    <SectionView
      section={section}
      handle={sortable}
      nodeRef={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      dragging={sortable.isDragging}
      menu={actions.canEdit ? sectionActions(section, layout, groups, actions) : undefined}
    />
  );
}

function GroupBody({ group, children, empty }: { group: SiteSectionGroup; children: React.ReactNode; empty: boolean }) {
  const { active } = useDndContext();
  const draggingGroup = !!active && isGroupKey(String(active.id));
  const droppable = useDroppable({ id: groupBodyKey(group.id), disabled: draggingGroup });
  const draggingSection = !!active && !draggingGroup;
  return (
    <div
      ref={droppable.setNodeRef}
      className={cn('rounded-b-xl px-2 pt-1 pb-2 transition-colors sm:px-3', droppable.isOver && draggingSection && 'bg-brand-50/70')}
      data-testid="group-body"
    >
      {empty ? (
        <div
          className={cn(
            'flex min-h-16 items-center justify-center rounded-lg border-2 border-dashed px-3 py-4 text-center text-xs text-slate-500',
            droppable.isOver && draggingSection ? 'border-brand-400 text-brand-700' : 'border-slate-300',
          )}
          data-testid="group-drop-zone"
        >
          Drag sections here, or use a section’s menu to move it into “{group.title}”.
        </div>
      ) : (
        children
      )}
    </div>
  );
}

/** A group as shown in the list and in the drag overlay; its sections come as children. */
function GroupView({
  group,
  count,
  handle,
  overlay = false,
  dragging = false,
  nodeRef,
  style,
  children,
}: {
  group: SiteSectionGroup;
  count: number;
  handle?: HandleProps;
  overlay?: boolean;
  dragging?: boolean;
  nodeRef?: (element: HTMLElement | null) => void;
  style?: React.CSSProperties;
  children?: React.ReactNode;
}) {
  const actions = useStructureActions();
  return (
    <li
      ref={nodeRef}
      style={style}
      className={cn(
        'list-none rounded-xl bg-slate-50 ring-1 ring-slate-300',
        dragging && 'opacity-40 ring-2 ring-brand-300 ring-dashed',
        overlay && 'shadow-2xl ring-2 ring-brand-400',
      )}
      data-testid={overlay ? 'drag-overlay' : 'group-row'}
      data-group-id={group.id}
    >
      <div className={cn('flex items-center gap-2 px-2 py-2 sm:gap-3 sm:px-3', !overlay && 'border-b border-slate-200')}>
        {handle ? (
          <DragHandle
            label={`Move group “${group.title}”`}
            attributes={handle.attributes}
            listeners={handle.listeners}
            setRef={handle.setActivatorNodeRef}
            disabled={!actions.canEdit}
          />
        ) : (
          <span className="w-6 shrink-0" aria-hidden="true" />
        )}
        <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-slate-200 text-slate-600">
          <svg viewBox="0 0 20 20" fill="currentColor" className="size-4">
            <path d="M3.75 3A1.75 1.75 0 0 0 2 4.75v3.26a3.235 3.235 0 0 1 1.75-.51h12.5c.644 0 1.245.188 1.75.51V6.75A1.75 1.75 0 0 0 16.25 5h-4.836a.25.25 0 0 1-.177-.073L9.823 3.513A1.75 1.75 0 0 0 8.586 3H3.75ZM3.75 9A1.75 1.75 0 0 0 2 10.75v4.5c0 .966.784 1.75 1.75 1.75h12.5A1.75 1.75 0 0 0 18 15.25v-4.5A1.75 1.75 0 0 0 16.25 9H3.75Z" />
          </svg>
        </span>
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="truncate text-sm font-semibold text-slate-900" data-testid={overlay ? undefined : 'group-title'}>
            {group.title}
          </h3>
          <span className="text-xs text-slate-500">
            Group · {count} {count === 1 ? 'section' : 'sections'}
          </span>
          {group.icon && <MetaTag title="Icon name">{group.icon}</MetaTag>}
        </div>
        {actions.canEdit && !overlay && (
          <RowMenu
            label={`Actions for group “${group.title}”`}
            actions={[
              { label: 'Edit group…', onSelect: () => actions.open({ type: 'edit-group', group }) },
              'separator',
              { label: 'Delete group…', tone: 'danger', onSelect: () => actions.open({ type: 'delete-group', group }) },
            ]}
          />
        )}
      </div>
      {children}
    </li>
  );
}

function SortableGroup({ group, layout, groups, sections }: { group: SiteSectionGroup; layout: Layout; groups: Map<string, SiteSectionGroup>; sections: Map<string, SiteSection> }) {
  const actions = useStructureActions();
  const sortable = useSortable({ id: groupKey(group.id), disabled: { draggable: !actions.canEdit, droppable: false } });
  const members = layout.groups[group.id] ?? [];
  return (
    <GroupView
      group={group}
      count={members.length}
      handle={sortable}
      nodeRef={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      dragging={sortable.isDragging}
    >
      <GroupBody group={group} empty={members.length === 0}>
        <SortableContext items={members} strategy={verticalListSortingStrategy}>
          <ul className="space-y-2 pt-1" aria-label={`Sections of group ${group.title}`}>
            {members.map((key) => {
              const section = sections.get(idOf(key));
              return section ? <SortableSection key={key} section={section} layout={layout} groups={groups} inGroup /> : null;
            })}
          </ul>
        </SortableContext>
      </GroupBody>
    </GroupView>
  );
}

// ---- Collision detection -----------------------------------------------------------------

const within = (point: { x: number; y: number }, rect: ClientRect) =>
  point.x >= rect.left && point.x <= rect.left + rect.width && point.y >= rect.top && point.y <= rect.top + rect.height;

/**
 * Where a dragged item is over:
 * - a group moves among top-level items only;
 * - a section inside a group's body is over the closest section of that group (or the
 *   empty body itself); elsewhere it is over the top-level item under it (a group's
 *   header puts it next to the group, not in it).
 * With the keyboard there is no pointer: the centre of the dragged item stands in for it.
 */
function makeCollisionDetection(layoutRef: { current: Layout }, lastOver: { current: UniqueIdentifier | null }, justMoved: { current: boolean }): CollisionDetection {
  return (args) => {
    const layout = layoutRef.current;
    const activeId = String(args.active.id);
    const topLevel = (container: DroppableContainer) => layout.top.includes(container.id as ItemKey);
    const closestTop = () => {
      const candidates = args.droppableContainers.filter(topLevel);
      const point = args.pointerCoordinates;
      if (point) {
        const hit = candidates.find((container) => {
          const rect = args.droppableRects.get(container.id);
          return rect && point.y >= rect.top && point.y <= rect.top + rect.height;
        });
        if (hit) return [{ id: hit.id }];
      }
      return closestCenter({ ...args, droppableContainers: candidates });
    };

    if (isGroupKey(activeId)) return closestTop();
    if (justMoved.current && lastOver.current !== null) return [{ id: lastOver.current }];

    const rect = args.collisionRect;
    const point = args.pointerCoordinates ?? { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    const body = args.droppableContainers.find((container) => {
      if (!isGroupBodyKey(String(container.id))) return false;
      const bodyRect = args.droppableRects.get(container.id);
      return !!bodyRect && within(point, bodyRect);
    });
    let result;
    if (body) {
      const members = layout.groups[idOf(String(body.id))] ?? [];
      const candidates = args.droppableContainers.filter((container) => members.includes(container.id as ItemKey));
      result = candidates.length ? closestCenter({ ...args, droppableContainers: candidates }) : [{ id: body.id }];
    } else {
      result = closestTop();
    }
    lastOver.current = result[0]?.id ?? null;
    return result;
  };
}

// ---- Board -----------------------------------------------------------------------------

/**
 * Sections and section groups in visitor order, reordered by drag and drop with the
 * pointer or the keyboard. A section can be dragged into a group, out of it, or into
 * another group; a group moves among the top-level items.
 */
export function StructureBoard({
  serverLayout,
  dragLayout,
  setDragLayout,
}: {
  /** The layout of the cached structure. */
  serverLayout: Layout;
  /** The layout while dragging, and after a drop until the cache shows it. */
  dragLayout: Layout | null;
  setDragLayout: (layout: Layout | null) => void;
}) {
  const actions = useStructureActions();
  const { sections, groups } = actions.structure;
  const [activeKey, setActiveKey] = useState<ItemKey | null>(null);
  const layout = dragLayout ?? serverLayout;
  const layoutRef = useRef(layout);
  layoutRef.current = layout;
  const startLayout = useRef<Layout>(layout);
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const justMoved = useRef(false);

  // A dropped layout stays on screen until the cache shows it (optimistic update or rollback).
  useEffect(() => {
    if (!activeKey) setDragLayout(null);
  }, [serverLayout]); // Only when the server layout changes, not when a drag ends.

  useEffect(() => {
    requestAnimationFrame(() => {
      justMoved.current = false;
    });
  }, [layout]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const collisionDetection = useMemo(() => makeCollisionDetection(layoutRef, lastOver, justMoved), []);

  const nameOf = (key: string) => {
    if (isGroupKey(key)) return `group “${groups.get(idOf(key))?.title ?? ''}”`;
    if (isGroupBodyKey(key)) return `group “${groups.get(idOf(key))?.title ?? ''}”`;
    return `section “${sections.get(idOf(key))?.title ?? ''}”`;
  };
  const placeOf = (key: string, current: Layout) => {
    const container = containerOf(current, key as ItemKey);
    if (container === undefined) return '';
    const items = itemsOf(current, container);
    const where = container === TOP ? 'at the top level' : `in group “${groups.get(container)?.title ?? ''}”`;
    return `position ${items.indexOf(key as ItemKey) + 1} of ${items.length} ${where}`;
  };
  /** Where the active item would land if dropped over `over` (for announcements). */
  const projected = (activeId: string, overId: string) => {
    const current = layoutRef.current;
    if (isGroupBodyKey(overId)) return `in group “${groups.get(idOf(overId))?.title ?? ''}”, position ${(current.groups[idOf(overId)] ?? []).filter((k) => k !== activeId).length + 1}`;
    const container = containerOf(current, overId as ItemKey);
    if (container === undefined) return '';
    const items = itemsOf(current, container);
    const where = container === TOP ? 'at the top level' : `in group “${groups.get(container)?.title ?? ''}”`;
    return `position ${items.indexOf(overId as ItemKey) + 1} of ${items.length + (items.includes(activeId as ItemKey) ? 0 : 1)} ${where}`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(String(active.id))}, at ${placeOf(String(active.id), layoutRef.current)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(String(active.id))} moved to ${projected(String(active.id), String(over.id))}.` : `${nameOf(String(active.id))} is not over a drop position.`,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(String(active.id))} dropped at ${projected(String(active.id), String(over.id))}.` : `${nameOf(String(active.id))} dropped where it was.`,
    onDragCancel: ({ active }) => `Moving cancelled. ${nameOf(String(active.id))} is back at ${placeOf(String(active.id), startLayout.current)}.`,
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    startLayout.current = layoutRef.current;
    lastOver.current = null;
    setDragLayout(layoutRef.current);
    setActiveKey(String(active.id) as ItemKey);
  };

  // A section crossing into another container (a group, or the top level) moves there now,
  // so the lists make room for it while dragging; reorders inside one list wait for the drop.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const key = String(active.id) as ItemKey;
    if (!over || isGroupKey(key)) return;
    const overId = String(over.id);
    const current = layoutRef.current;
    const from = containerOf(current, key);
    let to: string | undefined;
    let index: number;
    const translated = active.rect.current.translated;
    const below = !!translated && translated.top > over.rect.top + over.rect.height / 2;
    if (isGroupBodyKey(overId)) {
      to = idOf(overId);
      index = itemsOf(current, to).length;
    } else {
      to = containerOf(current, overId as ItemKey);
      if (to === undefined) return;
      index = itemsOf(current, to).indexOf(overId as ItemKey) + (below ? 1 : 0);
    }
    if (from === to) return;
    justMoved.current = true;
    setDragLayout(moveTo(current, key, to, index));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const key = String(active.id) as ItemKey;
    let final = layoutRef.current;
    if (!over) {
      final = startLayout.current;
    } else {
      const overId = String(over.id);
      const container = containerOf(final, key);
      if (container !== undefined && !isGroupBodyKey(overId) && overId !== key && containerOf(final, overId as ItemKey) === container) {
        final = moveTo(final, key, container, itemsOf(final, container).indexOf(overId as ItemKey));
      }
    }
    setActiveKey(null);
    if (sameLayout(final, startLayout.current)) {
      setDragLayout(null);
      return;
    }
    setDragLayout(final);
    actions.move({ kind: 'layout', key, label: nameOf(key), from: startLayout.current, to: final });
  };

  const onDragCancel = () => {
    setActiveKey(null);
    setDragLayout(null);
  };

  const activeSection = activeKey && !isGroupKey(activeKey) ? sections.get(idOf(activeKey)) : undefined;
  const activeGroup = activeKey && isGroupKey(activeKey) ? groups.get(idOf(activeKey)) : undefined;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      modifiers={[restrictToVerticalAxis]}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
      accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
    >
      <SortableContext items={layout.top} strategy={verticalListSortingStrategy}>
        <ul className="space-y-3" aria-label="Sections and groups, in the order visitors see them" data-testid="structure-list">
          {layout.top.map((key) => {
            if (isGroupKey(key)) {
              const group = groups.get(idOf(key));
              return group ? <SortableGroup key={key} group={group} layout={layout} groups={groups} sections={sections} /> : null;
            }
            const section = sections.get(idOf(key));
            return section ? <SortableSection key={key} section={section} layout={layout} groups={groups} inGroup={false} /> : null;
          })}
        </ul>
      </SortableContext>
      <DragOverlay dropAnimation={null}>
        {activeSection ? (
          <SectionView section={activeSection} overlay />
        ) : activeGroup ? (
          <GroupView group={activeGroup} count={(layout.groups[activeGroup.id] ?? []).length} overlay />
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
