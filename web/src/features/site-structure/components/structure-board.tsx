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
  type Collision,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragMoveEvent,
  type DragStartEvent,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { SortableContext, useSortable } from '@dnd-kit/sortable';
import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
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
  stepMove,
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

/** True while the keyboard moves an item: the item itself is highlighted (nothing floats). */
const KeyboardDragContext = createContext(false);

const draggingClass = (keyboard: boolean) =>
  keyboard
    ? 'relative z-10 shadow-lg ring-2 ring-brand-500'
    : 'opacity-50 outline-2 outline-offset-2 outline-brand-500 outline-dashed';

// ---- Rows ----------------------------------------------------------------------------

function SectionIcon({ section }: { section: SiteSection }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-lg text-sm font-semibold',
        section.default ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-700',
      )}
    >
      {section.title.trim().charAt(0).toUpperCase() || '§'}
    </span>
  );
}

function sectionActions(
  section: SiteSection,
  layout: Layout,
  groups: Map<string, SiteSectionGroup>,
  actions: ReturnType<typeof useStructureActions>,
): RowAction[] {
  const key = sectionKey(section.id);
  const container = containerOf(layout, key);
  const moveInto = [...groups.values()]
    .filter((group) => group.id !== container)
    .map<RowAction>((group) => ({
      label: `Move into “${group.title}”`,
      onSelect: () => {
        const from = actions.currentLayout();
        actions.move({
          kind: 'layout',
          key,
          label: `section “${section.title}”`,
          from,
          to: moveTo(from, key, group.id, Number.MAX_SAFE_INTEGER),
        });
      },
    }));
  const currentGroup = container && container !== TOP ? groups.get(container) : undefined;
  const moveOut: RowAction[] = currentGroup
    ? [
        {
          label: `Move out of “${currentGroup.title}”`,
          onSelect: () => {
            const from = actions.currentLayout();
            actions.move({
              kind: 'layout',
              key,
              label: `section “${section.title}”`,
              from,
              to: moveTo(from, key, TOP, from.top.indexOf(groupKey(currentGroup.id)) + 1),
            });
          },
        },
      ]
    : [];
  const moves = [...moveInto, ...moveOut];
  return [
    { label: 'Edit section…', onSelect: () => actions.open({ type: 'edit-section', section }) },
    {
      label: 'Make default section',
      disabled: !!section.default,
      onSelect: () => actions.setDefaultSection(section),
    },
    { label: 'Add a space…', onSelect: () => actions.open({ type: 'add-site-space', section }) },
    ...(moves.length ? (['separator', ...moves] as RowAction[]) : []),
    'separator',
    {
      label: 'Delete section…',
      tone: 'danger',
      onSelect: () => actions.open({ type: 'delete-section', section }),
    },
  ];
}

type HandleProps = Pick<
  ReturnType<typeof useSortable>,
  'attributes' | 'listeners' | 'setActivatorNodeRef'
>;

/** A section as shown in the list and in the drag overlay (no drag hooks here). */
function SectionView({
  section,
  handle,
  menu,
  overlay = false,
  dragging = false,
  nodeRef,
}: {
  section: SiteSection;
  handle?: HandleProps;
  menu?: RowAction[];
  overlay?: boolean;
  dragging?: boolean;
  nodeRef?: (element: HTMLElement | null) => void;
}) {
  const actions = useStructureActions();
  const keyboard = useContext(KeyboardDragContext);
  return (
    <li
      ref={nodeRef}
      className={cn(
        'list-none rounded-xl bg-white ring-1 ring-slate-200',
        dragging && draggingClass(keyboard),
        overlay && 'shadow-2xl ring-2 ring-brand-500',
      )}
      data-testid={overlay ? 'drag-overlay' : 'section-row'}
      data-section-id={section.id}
      data-item-key={overlay ? undefined : sectionKey(section.id)}
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
          <span
            className="flex h-8 w-6 shrink-0 items-center justify-center text-brand-500"
            aria-hidden="true"
          >
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
        <div className="min-w-0 flex-1 pt-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3
              className="truncate text-sm font-semibold text-slate-900"
              data-testid={overlay ? undefined : 'section-title'}
            >
              {section.title}
            </h3>
            <MetaTag title="Path of this section on the site">/{section.path}</MetaTag>
            {section.default && <Badge tone="brand">Default</Badge>}
            {section.condition && (
              <Badge tone="amber" title={`Shown when: ${section.condition}`}>
                Conditional
              </Badge>
            )}
            {section.icon && <MetaTag title="Icon name">icon: {section.icon}</MetaTag>}
          </div>
          {section.description && (
            <p className="mt-0.5 line-clamp-2 text-xs text-slate-500">{section.description}</p>
          )}
          {overlay && (
            <p className="mt-1 text-xs text-slate-500">
              {section.siteSpaces.length} {section.siteSpaces.length === 1 ? 'space' : 'spaces'}
            </p>
          )}
        </div>
        {menu && <RowMenu label={`Actions for section “${section.title}”`} actions={menu} />}
      </div>
      {!overlay && (
        <div className="px-2 pb-2.5 sm:pr-12 sm:pl-[5.75rem]">
          <SiteSpaceList
            section={section}
            siteSpaces={section.siteSpaces}
            parentTitle={`section “${section.title}”`}
          />
        </div>
      )}
    </li>
  );
}

function SortableSection({
  section,
  layout,
  groups,
  inGroup,
}: {
  section: SiteSection;
  layout: Layout;
  groups: Map<string, SiteSectionGroup>;
  inGroup: boolean;
}) {
  const actions = useStructureActions();
  const { active } = useDndContext();
  const draggingGroup = !!active && isGroupKey(String(active.id));
  const sortable = useSortable({
    id: sectionKey(section.id),
    disabled: { draggable: !actions.canEdit, droppable: inGroup && draggingGroup },
    animateLayoutChanges: () => false,
  });
  return (
    <SectionView
      section={section}
      handle={sortable}
      nodeRef={sortable.setNodeRef}
      dragging={sortable.isDragging}
      menu={actions.canEdit ? sectionActions(section, layout, groups, actions) : undefined}
    />
  );
}

function GroupBody({
  group,
  children,
  empty,
}: {
  group: SiteSectionGroup;
  children: React.ReactNode;
  empty: boolean;
}) {
  const { active } = useDndContext();
  const draggingGroup = !!active && isGroupKey(String(active.id));
  const droppable = useDroppable({ id: groupBodyKey(group.id), disabled: draggingGroup });
  const draggingSection = !!active && !draggingGroup;
  return (
    <div
      ref={droppable.setNodeRef}
      className={cn(
        'rounded-b-xl px-2 pt-1 pb-2 transition-colors sm:px-3',
        droppable.isOver && draggingSection && 'bg-brand-50/70',
      )}
      data-testid="group-body"
    >
      {empty ? (
        <div
          className={cn(
            'flex min-h-16 items-center justify-center rounded-lg border-2 border-dashed px-3 py-4 text-center text-xs text-slate-500',
            droppable.isOver && draggingSection
              ? 'border-brand-500 text-brand-700'
              : 'border-slate-300',
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
  children,
}: {
  group: SiteSectionGroup;
  count: number;
  handle?: HandleProps;
  overlay?: boolean;
  dragging?: boolean;
  nodeRef?: (element: HTMLElement | null) => void;
  children?: React.ReactNode;
}) {
  const actions = useStructureActions();
  const keyboard = useContext(KeyboardDragContext);
  return (
    <li
      ref={nodeRef}
      className={cn(
        'list-none rounded-xl bg-slate-50 ring-1 ring-slate-300',
        dragging && draggingClass(keyboard),
        overlay && 'shadow-2xl ring-2 ring-brand-500',
      )}
      data-testid={overlay ? 'drag-overlay' : 'group-row'}
      data-group-id={group.id}
      data-item-key={overlay ? undefined : groupKey(group.id)}
    >
      <div
        className={cn(
          'flex items-center gap-2 px-2 py-2 sm:gap-3 sm:px-3',
          !overlay && 'border-b border-slate-200',
        )}
      >
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
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-slate-200 text-slate-600"
        >
          <svg viewBox="0 0 20 20" fill="currentColor" className="size-4">
            <path d="M3.75 3A1.75 1.75 0 0 0 2 4.75v3.26a3.235 3.235 0 0 1 1.75-.51h12.5c.644 0 1.245.188 1.75.51V6.75A1.75 1.75 0 0 0 16.25 5h-4.836a.25.25 0 0 1-.177-.073L9.823 3.513A1.75 1.75 0 0 0 8.586 3H3.75ZM3.75 9A1.75 1.75 0 0 0 2 10.75v4.5c0 .966.784 1.75 1.75 1.75h12.5A1.75 1.75 0 0 0 18 15.25v-4.5A1.75 1.75 0 0 0 16.25 9H3.75Z" />
          </svg>
        </span>
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
          <h3
            className="truncate text-sm font-semibold text-slate-900"
            data-testid={overlay ? undefined : 'group-title'}
          >
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
              {
                label: 'Delete group…',
                tone: 'danger',
                onSelect: () => actions.open({ type: 'delete-group', group }),
              },
            ]}
          />
        )}
      </div>
      {children}
    </li>
  );
}

function SortableGroup({
  group,
  layout,
  groups,
  sections,
}: {
  group: SiteSectionGroup;
  layout: Layout;
  groups: Map<string, SiteSectionGroup>;
  sections: Map<string, SiteSection>;
}) {
  const actions = useStructureActions();
  const sortable = useSortable({
    id: groupKey(group.id),
    disabled: { draggable: !actions.canEdit, droppable: false },
    animateLayoutChanges: () => false,
  });
  const members = layout.groups[group.id] ?? [];
  return (
    <GroupView
      group={group}
      count={members.length}
      handle={sortable}
      nodeRef={sortable.setNodeRef}
      dragging={sortable.isDragging}
    >
      <GroupBody group={group} empty={members.length === 0}>
        <SortableContext items={members} strategy={noShift}>
          <ul className="space-y-2 pt-1" aria-label={`Sections of group ${group.title}`}>
            {members.map((key) => {
              const section = sections.get(idOf(key));
              return section ? (
                <SortableSection
                  key={key}
                  section={section}
                  layout={layout}
                  groups={groups}
                  inGroup
                />
              ) : null;
            })}
          </ul>
        </SortableContext>
      </GroupBody>
    </GroupView>
  );
}

// ---- Pointer: collision detection and placement -------------------------------------------

const within = (point: { x: number; y: number }, rect: ClientRect) =>
  point.x >= rect.left &&
  point.x <= rect.left + rect.width &&
  point.y >= rect.top &&
  point.y <= rect.top + rect.height;

/**
 * Where the pointer is, in the list as it is laid out (items never move by transforms
 * here, only by reordering, so what is measured is what is seen):
 * - a group is over the top-level item under the pointer;
 * - a section inside a group's body is over the closest section of that group (or the
 *   empty body itself); elsewhere it is over the top-level item under the pointer (over a
 *   group's header, that places it next to the group, not in it).
 */
function makeCollisionDetection(
  layoutRef: { current: Layout },
  pointerRef: { current: { x: number; y: number } | null },
  settling: { current: boolean },
): CollisionDetection {
  let last: Collision[] = [];
  return (args) => {
    const point = args.pointerCoordinates;
    pointerRef.current = point;
    // Keyboard moves do not go through collisions (see stepMove).
    if (!point) return [];
    // Just after a move the measured positions are the old ones: keep the last answer.
    if (settling.current) return last;
    last = detect(args, point, layoutRef.current);
    return last;
  };
}

function detect(
  args: Parameters<CollisionDetection>[0],
  point: { x: number; y: number },
  layout: Layout,
): Collision[] {
  const topLevel = (container: DroppableContainer) => layout.top.includes(container.id as ItemKey);
  const closestTop = () => {
    const candidates = args.droppableContainers.filter(topLevel);
    const hit = candidates.find((container) => {
      const rect = args.droppableRects.get(container.id);
      return rect && point.y >= rect.top && point.y <= rect.top + rect.height;
    });
    return hit ? [{ id: hit.id }] : closestCenter({ ...args, droppableContainers: candidates });
  };
  if (isGroupKey(String(args.active.id))) return closestTop();

  const body = args.droppableContainers.find((container) => {
    if (!isGroupBodyKey(String(container.id))) return false;
    const rect = args.droppableRects.get(container.id);
    return !!rect && within(point, rect);
  });
  if (!body) return closestTop();
  const members = layout.groups[idOf(String(body.id))] ?? [];
  const candidates = args.droppableContainers.filter((container) =>
    members.includes(container.id as ItemKey),
  );
  return candidates.length
    ? closestCenter({ ...args, droppableContainers: candidates })
    : [{ id: body.id }];
}

/**
 * dnd-kit measures droppables when they register, not when the lists are reordered: after
 * each move of the placeholder, every droppable is measured again.
 */
function Remeasure({ layout, dragging }: { layout: Layout; dragging: boolean }) {
  const { measureDroppableContainers } = useDndContext();
  useLayoutEffect(() => {
    if (!dragging) return;
    measureDroppableContainers([
      ...layout.top,
      ...Object.entries(layout.groups).flatMap(([groupId, items]) => [
        groupBodyKey(groupId),
        ...items,
      ]),
    ]);
  }, [layout, dragging, measureDroppableContainers]);
  return null;
}

/** Lists do not shift items with transforms: the dragged item's placeholder moves instead. */
const noShift = () => null;

// ---- Board -----------------------------------------------------------------------------

/**
 * Sections and section groups in visitor order, reordered by drag and drop with the
 * pointer or the keyboard. A section can be dragged into a group, out of it, or into
 * another group; a group moves among the top-level items.
 *
 * While dragging, the item's placeholder moves through the layout (state), so nested lists
 * measure true positions. The keyboard moves it one place at a time through every place it
 * can go, groups included (stepMove), and the moves are announced.
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
  const [viaKeyboard, setViaKeyboard] = useState(false);
  const [message, setMessage] = useState('');
  const layout = dragLayout ?? serverLayout;
  const layoutRef = useRef(layout);
  layoutRef.current = layout;
  const activeRef = useRef<ItemKey | null>(null);
  const startLayout = useRef<Layout>(layout);
  const pointerRef = useRef<{ x: number; y: number } | null>(null);
  const settling = useRef(false);

  // A dropped layout stays on screen until the cache shows it (optimistic update or rollback).
  useEffect(() => {
    if (!activeRef.current) setDragLayout(null);
  }, [serverLayout, setDragLayout]);

  const nameOf = (key: string) =>
    isGroupKey(key)
      ? `group “${groups.get(idOf(key))?.title ?? ''}”`
      : `section “${sections.get(idOf(key))?.title ?? ''}”`;
  const placeOf = (key: string, current: Layout) => {
    const container = containerOf(current, key as ItemKey);
    if (container === undefined) return '';
    const items = itemsOf(current, container);
    const where =
      container === TOP ? 'at the top level' : `in group “${groups.get(container)?.title ?? ''}”`;
    return `position ${items.indexOf(key as ItemKey) + 1} of ${items.length} ${where}`;
  };

  const place = (next: Layout | null) => {
    const key = activeRef.current;
    if (!key || !next || sameLayout(next, layoutRef.current)) return;
    layoutRef.current = next;
    setDragLayout(next);
    // Until the lists are measured again, collisions would use the old positions: wait.
    settling.current = true;
    requestAnimationFrame(() => requestAnimationFrame(() => (settling.current = false)));
    setMessage(`${nameOf(key)} moved to ${placeOf(key, next)}.`);
  };

  // Keyboard: up and down arrows step through every place; the sensor's own coordinates are
  // not used (nothing floats), so the item itself moves in the list, keeping its focus.
  const keyboardCoordinates: KeyboardCoordinateGetter = (event) => {
    const key = activeRef.current;
    if (!key || (event.code !== 'ArrowUp' && event.code !== 'ArrowDown')) return undefined;
    event.preventDefault();
    const next = stepMove(layoutRef.current, key, event.code === 'ArrowUp' ? -1 : 1);
    if (next) place(next);
    else
      setMessage(
        `${nameOf(key)} cannot move further ${event.code === 'ArrowUp' ? 'up' : 'down'}; it is at ${placeOf(key, layoutRef.current)}.`,
      );
    return undefined;
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );
  const collisionDetection = useMemo(
    () => makeCollisionDetection(layoutRef, pointerRef, settling),
    [],
  );

  // Keep the moving item in view while the keyboard moves it.
  useEffect(() => {
    if (!activeKey || !viaKeyboard) return;
    document
      .querySelector(`[data-item-key="${window.CSS.escape(activeKey)}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [layout, activeKey, viaKeyboard]);

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(String(active.id))}, at ${placeOf(String(active.id), layoutRef.current)}. Use the up and down arrow keys to move it, Space to drop it, Escape to cancel.`,
    onDragOver: () => undefined,
    onDragEnd: ({ active }) =>
      `${nameOf(String(active.id))} dropped at ${placeOf(String(active.id), layoutRef.current)}.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled. ${nameOf(String(active.id))} is back at ${placeOf(String(active.id), startLayout.current)}.`,
  };

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    const key = String(active.id) as ItemKey;
    startLayout.current = layoutRef.current;
    activeRef.current = key;
    setMessage('');
    setViaKeyboard(activatorEvent instanceof KeyboardEvent);
    setDragLayout(layoutRef.current);
    setActiveKey(key);
  };

  // Pointer: the item goes before or after what it is over, by which half the pointer is in.
  const onPointerMove = ({ active, over }: DragMoveEvent | DragOverEvent) => {
    const key = String(active.id) as ItemKey;
    const point = pointerRef.current;
    if (settling.current || !over || !point || over.id === active.id) return;
    const overId = String(over.id);
    const current = layoutRef.current;
    if (isGroupBodyKey(overId)) {
      const group = idOf(overId);
      place(moveTo(current, key, group, itemsOf(current, group).filter((k) => k !== key).length));
      return;
    }
    const container = containerOf(current, overId as ItemKey);
    if (container === undefined) return;
    const siblings = itemsOf(current, container).filter((k) => k !== key);
    const below = point.y > over.rect.top + over.rect.height / 2;
    place(moveTo(current, key, container, siblings.indexOf(overId as ItemKey) + (below ? 1 : 0)));
  };

  const finish = () => {
    activeRef.current = null;
    pointerRef.current = null;
    setActiveKey(null);
  };

  const onDragEnd = ({ active }: DragEndEvent) => {
    const key = String(active.id) as ItemKey;
    const final = layoutRef.current;
    finish();
    if (sameLayout(final, startLayout.current)) {
      setDragLayout(null);
      return;
    }
    actions.move({ kind: 'layout', key, label: nameOf(key), from: startLayout.current, to: final });
  };

  const onDragCancel = () => {
    finish();
    layoutRef.current = startLayout.current;
    setDragLayout(null);
  };

  const activeSection =
    activeKey && !isGroupKey(activeKey) ? sections.get(idOf(activeKey)) : undefined;
  const activeGroup = activeKey && isGroupKey(activeKey) ? groups.get(idOf(activeKey)) : undefined;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      // Scroll only very near the window's edges, so lists do not slide under a still pointer.
      autoScroll={{ threshold: { x: 0, y: 0.08 }, acceleration: 6 }}
      modifiers={[restrictToVerticalAxis]}
      onDragStart={onDragStart}
      onDragOver={onPointerMove}
      onDragMove={onPointerMove}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
      accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
    >
      <KeyboardDragContext.Provider value={viaKeyboard && activeKey !== null}>
        <SortableContext items={layout.top} strategy={noShift}>
          <ul
            className="space-y-3"
            aria-label="Sections and groups, in the order visitors see them"
            data-testid="structure-list"
          >
            {layout.top.map((key) => {
              if (isGroupKey(key)) {
                const group = groups.get(idOf(key));
                return group ? (
                  <SortableGroup
                    key={key}
                    group={group}
                    layout={layout}
                    groups={groups}
                    sections={sections}
                  />
                ) : null;
              }
              const section = sections.get(idOf(key));
              return section ? (
                <SortableSection
                  key={key}
                  section={section}
                  layout={layout}
                  groups={groups}
                  inGroup={false}
                />
              ) : null;
            })}
          </ul>
        </SortableContext>
      </KeyboardDragContext.Provider>
      <Remeasure layout={layout} dragging={activeKey !== null} />
      <p
        role="status"
        aria-live="assertive"
        aria-atomic="true"
        className="sr-only"
        data-testid="structure-announcer"
      >
        {message}
      </p>
      <DragOverlay dropAnimation={null}>
        {viaKeyboard ? null : activeSection ? (
          <SectionView section={activeSection} overlay />
        ) : activeGroup ? (
          <GroupView
            group={activeGroup}
            count={(layout.groups[activeGroup.id] ?? []).length}
            overlay
          />
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
