// The site structure as drag and drop sees it, and how a drop becomes API calls.
//
// A Layout is the order of the site's top level (ungrouped sections and section groups share
// one order) and the order of the sections inside each group. Items are keyed
// `section:<id>` / `group:<id>` so one drag-and-drop context can hold both kinds.
//
// The API moves one thing at a time, relative to a sibling (api-spec.md, "Site sections" and
// "Site section groups"): a section moves before/after a section of the same parent; a group
// moves before/after a top-level section or group; a section enters a group at its end
// (POST …/section-groups/{id}/sections) and leaves it to land right after the group
// (DELETE …/sections/{id}). `planMove` turns "the layout before" and "the layout wanted"
// into the shortest list of those calls, checked by replaying them with `applyStep`, which
// mirrors the server's rules (bff/src/modules/site-structure/service.ts).
import type { PublishedContentSite, SiteSection, SiteSectionGroup, SiteSpace } from './types';

export type ItemKey = `section:${string}` | `group:${string}`;
export const sectionKey = (id: string): ItemKey => `section:${id}`;
export const groupKey = (id: string): ItemKey => `group:${id}`;
export const isGroupKey = (key: string): key is `group:${string}` => key.startsWith('group:');
export const isSectionKey = (key: string): key is `section:${string}` => key.startsWith('section:');
export const idOf = (key: string) => key.slice(key.indexOf(':') + 1);

/** Droppable body of a group, where sections are dropped into it (also when empty). */
export const groupBodyKey = (groupId: string) => `group-body:${groupId}`;
export const isGroupBodyKey = (key: string) => key.startsWith('group-body:');

export const TOP = 'top';
export type Layout = { top: ItemKey[]; groups: Record<string, ItemKey[]> };

export type Structure = {
  /** `sections`: the site shows sections (and groups); `siteSpaces`: only root site spaces. */
  type: 'sections' | 'siteSpaces';
  sections: Map<string, SiteSection>;
  groups: Map<string, SiteSectionGroup>;
  layout: Layout;
  rootSiteSpaces: SiteSpace[];
};

export function toStructure(published: PublishedContentSite): Structure {
  const sections = new Map<string, SiteSection>();
  const groups = new Map<string, SiteSectionGroup>();
  const layout: Layout = { top: [], groups: {} };
  if (published.structure.type === 'siteSpaces') {
    return {
      type: 'siteSpaces',
      sections,
      groups,
      layout,
      rootSiteSpaces: published.structure.structure,
    };
  }
  for (const item of published.structure.structure) {
    if (item.object === 'site-section') {
      sections.set(item.id, item);
      layout.top.push(sectionKey(item.id));
    } else {
      groups.set(item.id, item);
      layout.top.push(groupKey(item.id));
      layout.groups[item.id] = item.sections.map((section) => {
        sections.set(section.id, section);
        return sectionKey(section.id);
      });
    }
  }
  return { type: 'sections', sections, groups, layout, rootSiteSpaces: [] };
}

/** The published view with its top level and groups rearranged as `layout` says (optimistic updates). */
export function withLayout(published: PublishedContentSite, layout: Layout): PublishedContentSite {
  if (published.structure.type !== 'sections') return published;
  const { sections, groups } = toStructure(published);
  const section = (key: ItemKey, groupId?: string): SiteSection => {
    const { sectionGroup: _drop, ...rest } = sections.get(idOf(key))!;
    return groupId ? { ...rest, sectionGroup: groupId } : rest;
  };
  const structure = layout.top.map((key) => {
    if (isSectionKey(key)) return section(key);
    const id = idOf(key);
    return { ...groups.get(id)!, sections: (layout.groups[id] ?? []).map((k) => section(k, id)) };
  });
  return { ...published, structure: { type: 'sections', structure } };
}

/** The site spaces of one parent (a section, or the root) reordered (optimistic updates). */
export function withSiteSpaceOrder(
  published: PublishedContentSite,
  sectionId: string | null,
  order: string[],
): PublishedContentSite {
  const sort = (list: SiteSpace[]) =>
    order.map((id) => list.find((ss) => ss.id === id)).filter((ss): ss is SiteSpace => !!ss);
  if (published.structure.type === 'siteSpaces') {
    return sectionId
      ? published
      : {
          ...published,
          structure: { type: 'siteSpaces', structure: sort(published.structure.structure) },
        };
  }
  const fix = (s: SiteSection) =>
    s.id === sectionId ? { ...s, siteSpaces: sort(s.siteSpaces) } : s;
  const structure = published.structure.structure.map((item) =>
    item.object === 'site-section' ? fix(item) : { ...item, sections: item.sections.map(fix) },
  );
  return { ...published, structure: { type: 'sections', structure } };
}

export function containerOf(layout: Layout, key: ItemKey): string | undefined {
  if (layout.top.includes(key)) return TOP;
  return Object.keys(layout.groups).find((groupId) => layout.groups[groupId]!.includes(key));
}

export function itemsOf(layout: Layout, container: string): ItemKey[] {
  return container === TOP ? layout.top : (layout.groups[container] ?? []);
}

function withItems(layout: Layout, container: string, items: ItemKey[]): Layout {
  return container === TOP
    ? { ...layout, top: items }
    : { ...layout, groups: { ...layout.groups, [container]: items } };
}

/** `key` taken out of its container and put into `container` at `index`. */
export function moveTo(layout: Layout, key: ItemKey, container: string, index: number): Layout {
  const from = containerOf(layout, key);
  let next = layout;
  if (from !== undefined)
    next = withItems(
      next,
      from,
      itemsOf(next, from).filter((k) => k !== key),
    );
  const items = [...itemsOf(next, container)];
  items.splice(Math.max(0, Math.min(index, items.length)), 0, key);
  return withItems(next, container, items);
}

export function sameLayout(a: Layout, b: Layout) {
  const groups = new Set([...Object.keys(a.groups), ...Object.keys(b.groups)]);
  return (
    a.top.join() === b.top.join() &&
    [...groups].every((g) => (a.groups[g] ?? []).join() === (b.groups[g] ?? []).join())
  );
}

// ---- API steps ------------------------------------------------------------------------

type SectionPointer = { type: 'site-section'; siteSection: string };
type GroupPointer = { type: 'site-section' | 'site-section-group'; id: string };

export type Step =
  | {
      kind: 'move-section';
      sectionId: string;
      position: { before: SectionPointer } | { after: SectionPointer };
    }
  | {
      kind: 'move-group';
      groupId: string;
      position: { before: GroupPointer } | { after: GroupPointer };
    }
  | { kind: 'add-to-group'; groupId: string; sectionId: string }
  | { kind: 'remove-from-group'; groupId: string; sectionId: string };

const sectionPointer = (key: ItemKey): SectionPointer => ({
  type: 'site-section',
  siteSection: idOf(key),
});
const groupPointer = (key: ItemKey): GroupPointer => ({
  type: isGroupKey(key) ? 'site-section-group' : 'site-section',
  id: idOf(key),
});

function targetOf(position: { before: unknown } | { after: unknown }): {
  where: 'before' | 'after';
  key: ItemKey;
} {
  if ('before' in position) {
    const p = position.before as SectionPointer | GroupPointer;
    return {
      where: 'before',
      key:
        'siteSection' in p
          ? sectionKey(p.siteSection)
          : p.type === 'site-section-group'
            ? groupKey(p.id)
            : sectionKey(p.id),
    };
  }
  const p = (position as { after: SectionPointer | GroupPointer }).after;
  return {
    where: 'after',
    key:
      'siteSection' in p
        ? sectionKey(p.siteSection)
        : p.type === 'site-section-group'
          ? groupKey(p.id)
          : sectionKey(p.id),
  };
}

function placeRelative(
  order: ItemKey[],
  key: ItemKey,
  position: { before: unknown } | { after: unknown },
): ItemKey[] {
  const { where, key: target } = targetOf(position);
  if (target === key) return order;
  const rest = order.filter((k) => k !== key);
  const at = rest.indexOf(target);
  if (at < 0) throw new Error(`${target} is not a sibling of ${key}`);
  rest.splice(where === 'before' ? at : at + 1, 0, key);
  return rest;
}

/** What the server does with one step (see the module comment). */
export function applyStep(layout: Layout, step: Step): Layout {
  switch (step.kind) {
    case 'move-section': {
      const key = sectionKey(step.sectionId);
      const container = containerOf(layout, key);
      if (container === undefined) throw new Error(`Unknown section ${step.sectionId}`);
      const target = targetOf(step.position).key;
      if (!isSectionKey(target)) throw new Error('A section moves next to a section only');
      return withItems(
        layout,
        container,
        placeRelative(itemsOf(layout, container), key, step.position),
      );
    }
    case 'move-group':
      return { ...layout, top: placeRelative(layout.top, groupKey(step.groupId), step.position) };
    case 'add-to-group': {
      const key = sectionKey(step.sectionId);
      if (containerOf(layout, key) === step.groupId) return layout;
      return moveTo(layout, key, step.groupId, Number.MAX_SAFE_INTEGER);
    }
    case 'remove-from-group': {
      const key = sectionKey(step.sectionId);
      const without = withItems(
        layout,
        step.groupId,
        itemsOf(layout, step.groupId).filter((k) => k !== key),
      );
      return moveTo(without, key, TOP, without.top.indexOf(groupKey(step.groupId)) + 1);
    }
  }
}

/** Places `key`, already in the top level of `state`, where it is in `wanted` (top level only). */
function planTopLevelSection(state: ItemKey[], wanted: ItemKey[], key: ItemKey): Step[] {
  if (state.join() === wanted.join()) return [];
  const id = idOf(key);
  const k = wanted.indexOf(key);
  const prev = wanted[k - 1];
  const next = wanted[k + 1];
  if (prev && isSectionKey(prev))
    return [{ kind: 'move-section', sectionId: id, position: { after: sectionPointer(prev) } }];
  if (next && isSectionKey(next))
    return [{ kind: 'move-section', sectionId: id, position: { before: sectionPointer(next) } }];

  // Only groups around it: a section cannot name a group as its target. Put it next to the
  // nearest section (if any), then move the groups that end up on the wrong side of it.
  const steps: Step[] = [];
  let current: Layout = { top: state, groups: {} };
  let left = -1;
  for (let i = k - 1; i >= 0; i--)
    if (isSectionKey(wanted[i]!)) {
      left = i;
      break;
    }
  let right = -1;
  for (let i = k + 1; i < wanted.length; i++)
    if (isSectionKey(wanted[i]!)) {
      right = i;
      break;
    }
  const anchor: Step | null =
    left >= 0 && (right < 0 || k - left <= right - k)
      ? { kind: 'move-section', sectionId: id, position: { after: sectionPointer(wanted[left]!) } }
      : right >= 0
        ? {
            kind: 'move-section',
            sectionId: id,
            position: { before: sectionPointer(wanted[right]!) },
          }
        : null;
  if (anchor) {
    steps.push(anchor);
    current = applyStep(current, anchor);
  }
  const position = (list: ItemKey[], item: ItemKey) => list.indexOf(item);
  const here = () => position(current.top, key);
  const before = wanted
    .slice(0, k)
    .filter((item) => isGroupKey(item) && position(current.top, item) > here());
  for (const group of before) {
    const step: Step = {
      kind: 'move-group',
      groupId: idOf(group),
      position: { before: groupPointer(key) },
    };
    steps.push(step);
    current = applyStep(current, step);
  }
  const after = wanted
    .slice(k + 1)
    .filter((item) => isGroupKey(item) && position(current.top, item) < here());
  for (const group of after.reverse()) {
    const step: Step = {
      kind: 'move-group',
      groupId: idOf(group),
      position: { after: groupPointer(key) },
    };
    steps.push(step);
    current = applyStep(current, step);
  }
  return steps;
}

/**
 * The API calls that turn `from` into `to`, where only `key` moved. Throws when no sequence
 * of calls reaches `to` (a bug: callers roll back and show it).
 */
export function planMove(from: Layout, to: Layout, key: ItemKey): Step[] {
  if (sameLayout(from, to)) return [];
  const id = idOf(key);
  let steps: Step[] = [];

  if (isGroupKey(key)) {
    const k = to.top.indexOf(key);
    const prev = to.top[k - 1];
    const next = to.top[k + 1];
    if (prev)
      steps = [{ kind: 'move-group', groupId: id, position: { after: groupPointer(prev) } }];
    else if (next)
      steps = [{ kind: 'move-group', groupId: id, position: { before: groupPointer(next) } }];
  } else {
    const source = containerOf(from, key);
    const target = containerOf(to, key);
    if (source === undefined || target === undefined)
      throw new Error('The moved section is missing from the structure');
    let state = from;
    if (source !== target) {
      const enter: Step =
        target === TOP
          ? { kind: 'remove-from-group', groupId: source, sectionId: id }
          : { kind: 'add-to-group', groupId: target, sectionId: id };
      steps.push(enter);
      state = applyStep(state, enter);
    }
    if (target === TOP) {
      steps.push(...planTopLevelSection(state.top, to.top, key));
    } else {
      const wanted = to.groups[target] ?? [];
      if (wanted.join() !== (state.groups[target] ?? []).join()) {
        const k = wanted.indexOf(key);
        const prev = wanted[k - 1];
        const next = wanted[k + 1];
        if (prev)
          steps.push({
            kind: 'move-section',
            sectionId: id,
            position: { after: sectionPointer(prev) },
          });
        else if (next)
          steps.push({
            kind: 'move-section',
            sectionId: id,
            position: { before: sectionPointer(next) },
          });
      }
    }
  }

  const reached = steps.reduce(applyStep, from);
  if (!sameLayout(reached, to))
    throw new Error('This move cannot be expressed with the available operations.');
  return steps;
}

// ---- Keyboard moves ---------------------------------------------------------------------

type Slot = { container: string; index: number };

/**
 * Every place `key` can go, top to bottom as they appear on screen: between top-level items
 * and, for a section, also inside each group (above its first section … below its last).
 */
function slotsFor(layout: Layout, key: ItemKey): Slot[] {
  const top = layout.top.filter((k) => k !== key);
  const slots: Slot[] = [];
  top.forEach((item, i) => {
    slots.push({ container: TOP, index: i });
    if (isSectionKey(key) && isGroupKey(item)) {
      const members = (layout.groups[idOf(item)] ?? []).filter((k) => k !== key);
      for (let j = 0; j <= members.length; j++) slots.push({ container: idOf(item), index: j });
    }
  });
  slots.push({ container: TOP, index: top.length });
  return slots;
}

/** The layout with `key` one place up (-1) or down (+1), or null at either end. */
export function stepMove(layout: Layout, key: ItemKey, direction: -1 | 1): Layout | null {
  const container = containerOf(layout, key);
  if (container === undefined) return null;
  const index = itemsOf(layout, container).indexOf(key);
  const slots = slotsFor(layout, key);
  const here = slots.findIndex((slot) => slot.container === container && slot.index === index);
  const next = slots[here + direction];
  return here < 0 || !next ? null : moveTo(layout, key, next.container, next.index);
}
