import { createContext, useContext } from 'react';
import type { StructureMove } from '../api/move-structure-item';
import type { Layout, Structure } from '../model';
import type { SiteSection, SiteSectionGroup, SiteSpace } from '../types';

export type StructureDialog =
  | { type: 'create-section' }
  | { type: 'edit-section'; section: SiteSection }
  | { type: 'delete-section'; section: SiteSection }
  | { type: 'create-group' }
  | { type: 'edit-group'; group: SiteSectionGroup }
  | { type: 'delete-group'; group: SiteSectionGroup }
  | { type: 'add-site-space'; section: SiteSection | null }
  | { type: 'edit-site-space'; siteSpace: SiteSpace }
  | { type: 'delete-site-space'; siteSpace: SiteSpace };

/** What rows of the structure can ask for, provided by the structure tab. */
export type StructureActions = {
  orgId: string;
  siteId: string;
  structure: Structure;
  canEdit: boolean;
  open: (dialog: StructureDialog) => void;
  /** Applies a move with the optimistic drag-and-drop mutation. */
  move: (move: StructureMove) => void;
  /** The layout on screen (during a drag: the one being dragged). */
  currentLayout: () => Layout;
  setDefaultSection: (section: SiteSection) => void;
  setDefaultSiteSpace: (siteSpace: SiteSpace) => void;
};

export const StructureContext = createContext<StructureActions | null>(null);

export function useStructureActions() {
  const value = useContext(StructureContext);
  if (!value) throw new Error('useStructureActions outside the structure tab');
  return value;
}
