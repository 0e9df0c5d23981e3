import { useMutation, useQueryClient } from '@tanstack/react-query';
import { siteKeys } from '@/features/sites/api/keys';
import {
  planMove,
  withLayout,
  withSiteSpaceOrder,
  type ItemKey,
  type Layout,
  type Step,
} from '../model';
import type { PublishedContentSite } from '../types';
import { addSectionToGroup } from './add-section-to-group';
import { invalidateStructure } from './invalidate';
import { moveSection } from './move-section';
import { moveSectionGroup } from './move-section-group';
import { moveSiteSpace } from './move-site-space';
import { removeSectionFromGroup } from './remove-section-from-group';

export type StructureMove =
  /** A section or group dropped somewhere else in the top level or a group. */
  | { kind: 'layout'; key: ItemKey; label: string; from: Layout; to: Layout }
  /** A site space dropped elsewhere among the site spaces of its section (or of the root). */
  | {
      kind: 'site-spaces';
      siteSpaceId: string;
      label: string;
      sectionId: string | null;
      from: string[];
      to: string[];
    };

function runStep(orgId: string, siteId: string, step: Step) {
  switch (step.kind) {
    case 'move-section':
      return moveSection(orgId, siteId, step.sectionId, step.position);
    case 'move-group':
      return moveSectionGroup(orgId, siteId, step.groupId, step.position);
    case 'add-to-group':
      return addSectionToGroup(orgId, siteId, step.groupId, step.sectionId);
    case 'remove-from-group':
      return removeSectionFromGroup(orgId, siteId, step.groupId, step.sectionId);
  }
}

/** The API calls of a move, in order (one for most drops; see model.ts for the others). */
export async function applyStructureMove(orgId: string, siteId: string, move: StructureMove) {
  if (move.kind === 'site-spaces') {
    const at = move.to.indexOf(move.siteSpaceId);
    const prev = move.to[at - 1];
    const next = move.to[at + 1];
    const position = prev
      ? { after: { type: 'site-space' as const, siteSpace: prev } }
      : { before: { type: 'site-space' as const, siteSpace: next! } };
    if (move.from.join() !== move.to.join())
      await moveSiteSpace(orgId, siteId, move.siteSpaceId, position);
    return;
  }
  // One call after the other: each one is relative to the state the previous left.
  for (const step of planMove(move.from, move.to, move.key)) await runStep(orgId, siteId, step);
}

/**
 * Drag-and-drop moves of sections, groups and site spaces. The drop shows at once (the
 * cached structure is rewritten in onMutate); a refusal puts the previous structure back,
 * and `error` carries the server's reason for the screen to show. Moves of one site run
 * one at a time (`scope`), in the order they were dropped.
 */
export function useMoveStructureItem(orgId: string, siteId: string) {
  const queryClient = useQueryClient();
  const key = siteKeys.structure(orgId, siteId);
  return useMutation({
    scope: { id: `structure:${siteId}` },
    mutationFn: (move: StructureMove) => applyStructureMove(orgId, siteId, move),
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PublishedContentSite>(key);
      if (previous) {
        queryClient.setQueryData<PublishedContentSite>(
          key,
          move.kind === 'layout'
            ? withLayout(previous, move.to)
            : withSiteSpaceOrder(previous, move.sectionId, move.to),
        );
      }
      return { previous };
    },
    onError: (_error, _move, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => invalidateStructure(queryClient, orgId, siteId),
  });
}
