import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/spinner';
import { Alert, EmptyState, ErrorState } from '@/components/ui/states';
import { siteKeys } from '@/features/sites/api/keys';
import { updateSite } from '@/features/sites/api/update-site';
import { useSite } from '@/features/sites/api/get-site';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { invalidateStructure } from '../api/invalidate';
import { useSiteStructure } from '../api/get-site-structure';
import { useMoveStructureItem, type StructureMove } from '../api/move-structure-item';
import { useUpdateSection } from '../api/update-section';
import { toStructure, type Layout } from '../model';
import type { SiteSection, SiteSpace } from '../types';
import { SiteSpaceList } from './site-space-list';
import { StructureBoard } from './structure-board';
import { StructureContext, type StructureActions, type StructureDialog } from './structure-context';
import {
  AddSiteSpaceDialog,
  CreateSectionDialog,
  DeleteGroupDialog,
  DeleteSectionDialog,
  DeleteSiteSpaceDialog,
  EditSectionDialog,
  EditSiteSpaceDialog,
  GroupDialog,
} from './structure-dialogs';
import { VisitorPreview } from './visitor-preview';

type Notice = { tone: 'error' | 'success'; title: string; message?: string };

function StructureSkeleton() {
  return (
    <div className="space-y-4" role="status" aria-label="Loading the structure">
      <Skeleton className="h-28 w-full rounded-xl" />
      {Array.from({ length: 3 }, (_, i) => (
        <div
          key={i}
          className="flex items-center gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200"
        >
          <Skeleton className="size-8 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3.5 w-1/4" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}

function PlusIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
      <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
    </svg>
  );
}

/** Structure tab: sections, groups and site spaces as visitors see them, reordered by drag and drop. */
export function StructureTab({ orgId, siteId }: { orgId: string; siteId: string }) {
  const site = useSite(orgId, siteId);
  const published = useSiteStructure(orgId, siteId);
  useDocumentTitle('Structure', site.data?.title);
  const queryClient = useQueryClient();
  const move = useMoveStructureItem(orgId, siteId);
  const updateSection = useUpdateSection(orgId, siteId);
  const setSiteDefault = useMutation({
    mutationFn: (body: { defaultSiteSection?: string; defaultSiteSpace?: string }) =>
      updateSite(orgId, siteId, body),
    onSuccess: (updated) => queryClient.setQueryData(siteKeys.detail(orgId, siteId), updated),
    onSettled: () => invalidateStructure(queryClient, orgId, siteId),
  });

  const [dialog, setDialog] = useState<StructureDialog | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [dragLayout, setDragLayout] = useState<Layout | null>(null);

  const structure = useMemo(
    () => (published.data ? toStructure(published.data) : null),
    [published.data],
  );
  const layout = dragLayout ?? structure?.layout ?? { top: [], groups: {} };
  const layoutRef = useRef(layout);
  layoutRef.current = layout;

  // A success notice fades; errors stay until dismissed or replaced.
  useEffect(() => {
    if (notice?.tone !== 'success') return;
    const timer = setTimeout(() => setNotice(null), 4000);
    return () => clearTimeout(timer);
  }, [notice]);

  const runMove = useCallback(
    (item: StructureMove) => {
      setNotice(null);
      move.mutate(item, {
        onError: (error) => {
          setDragLayout(null);
          setNotice({
            tone: 'error',
            title: `Could not move ${item.label}. It is back where it was.`,
            message: errorMessage(error),
          });
        },
      });
    },
    [move],
  );

  const failed = (title: string) => (error: unknown) =>
    setNotice({ tone: 'error', title, message: errorMessage(error) });

  const actions: StructureActions | null = structure && {
    orgId,
    siteId,
    structure,
    canEdit: site.data?.permissions?.edit ?? true,
    open: setDialog,
    move: runMove,
    currentLayout: () => layoutRef.current,
    setDefaultSection: (section: SiteSection) =>
      setSiteDefault.mutate(
        { defaultSiteSection: section.id },
        {
          onSuccess: () =>
            setNotice({ tone: 'success', title: `“${section.title}” is now the default section.` }),
          onError: failed('Could not change the default section'),
        },
      ),
    setDefaultSiteSpace: (siteSpace: SiteSpace) => {
      const label = siteSpace.space.title || 'The space';
      const onSuccess = () =>
        setNotice({
          tone: 'success',
          title: `“${label}” is now the default space${siteSpace.section ? ' of its section' : ''}.`,
        });
      if (siteSpace.section) {
        updateSection.mutate(
          { id: siteSpace.section, defaultSiteSpace: siteSpace.id },
          { onSuccess, onError: failed('Could not change the default space') },
        );
      } else {
        setSiteDefault.mutate(
          { defaultSiteSpace: siteSpace.id },
          { onSuccess, onError: failed('Could not change the default space') },
        );
      }
    },
  };

  const close = () => setDialog(null);
  const canEdit = actions?.canEdit ?? false;
  const sectionCount = structure?.sections.size ?? 0;
  const groupCount = structure?.groups.size ?? 0;

  return (
    <div className="space-y-5">
      {/* Fixed to the window: a refused drop is seen wherever the list was scrolled to. */}
      {notice && (
        <div className="fixed inset-x-4 bottom-4 z-40 sm:right-6 sm:left-auto sm:w-[30rem]">
          <Alert tone={notice.tone} title={notice.title} className="shadow-lg">
            <div className="flex items-start justify-between gap-4" data-testid="structure-notice">
              <span>{notice.message}</span>
              <button
                type="button"
                onClick={() => setNotice(null)}
                className="shrink-0 text-xs font-medium underline underline-offset-2"
              >
                Dismiss
              </button>
            </div>
          </Alert>
        </div>
      )}

      {published.isPending ? (
        <StructureSkeleton />
      ) : published.isError ? (
        <Card>
          <ErrorState
            error={published.error}
            title="Could not load the structure"
            onRetry={() => void published.refetch()}
          />
        </Card>
      ) : actions && structure ? (
        <StructureContext.Provider value={actions}>
          <VisitorPreview
            title={published.data.customizations.site.title || published.data.site.title}
            structure={structure}
            layout={layout}
            publishedURL={published.data.site.urls.published}
          />

          <Card aria-labelledby="structure-title">
            <CardHeader
              id="structure-title"
              title={structure.type === 'sections' ? 'Sections' : 'Spaces'}
              description={
                structure.type === 'sections'
                  ? `${sectionCount} ${sectionCount === 1 ? 'section' : 'sections'}${groupCount ? ` in ${groupCount} ${groupCount === 1 ? 'group' : 'groups'} and at the top level` : ''}, in the order visitors see them. Drag the handles to reorder, or focus a handle and use Space and the arrow keys.`
                  : 'This site has no sections: visitors see these spaces directly. Add a section to organise the site into tabs.'
              }
              actions={
                canEdit && (
                  <>
                    {structure.type === 'sections' && (
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => setDialog({ type: 'create-group' })}
                      >
                        <PlusIcon />
                        Add group
                      </Button>
                    )}
                    <Button size="sm" onClick={() => setDialog({ type: 'create-section' })}>
                      <PlusIcon />
                      Add section
                    </Button>
                  </>
                )
              }
            />
            <div className="px-3 py-4 sm:px-5" aria-busy={move.isPending || undefined}>
              {structure.type === 'sections' ? (
                structure.layout.top.length === 0 ? (
                  <EmptyState
                    title="No sections"
                    description="Add a section to give the site its first tab."
                  />
                ) : (
                  <StructureBoard
                    serverLayout={structure.layout}
                    dragLayout={dragLayout}
                    setDragLayout={setDragLayout}
                  />
                )
              ) : structure.rootSiteSpaces.length === 0 ? (
                <EmptyState
                  title="This site is empty"
                  description="Add a section, or a space directly, to publish the site."
                  action={
                    canEdit && (
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => setDialog({ type: 'add-site-space', section: null })}
                      >
                        Add a space
                      </Button>
                    )
                  }
                />
              ) : (
                <SiteSpaceList
                  section={null}
                  siteSpaces={structure.rootSiteSpaces}
                  parentTitle="the site"
                />
              )}
            </div>
          </Card>

          {dialog?.type === 'create-section' && <CreateSectionDialog open onClose={close} />}
          {dialog?.type === 'edit-section' && (
            <EditSectionDialog section={dialog.section} onClose={close} />
          )}
          {dialog?.type === 'delete-section' && (
            <DeleteSectionDialog section={dialog.section} onClose={close} />
          )}
          {dialog?.type === 'create-group' && <GroupDialog group={null} onClose={close} />}
          {dialog?.type === 'edit-group' && <GroupDialog group={dialog.group} onClose={close} />}
          {dialog?.type === 'delete-group' && (
            <DeleteGroupDialog group={dialog.group} onClose={close} />
          )}
          {dialog?.type === 'add-site-space' && (
            <AddSiteSpaceDialog section={dialog.section} onClose={close} />
          )}
          {dialog?.type === 'edit-site-space' && (
            <EditSiteSpaceDialog siteSpace={dialog.siteSpace} onClose={close} />
          )}
          {dialog?.type === 'delete-site-space' && (
            <DeleteSiteSpaceDialog siteSpace={dialog.siteSpace} onClose={close} />
          )}
        </StructureContext.Provider>
      ) : null}
    </div>
  );
}
