import { useEffect } from 'react';
import Markdown from 'react-markdown';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { isApiError } from '@/lib/api-client';
import { usePage } from '../api/get-page';
import type { RevisionPage } from '../types';

// Headings get GitHub-style ids (rehype-slug uses github-slugger, like the BFF's section
// anchors), so a search result's `#anchor` scrolls to its section.
const REMARK = [remarkGfm];
const REHYPE = [rehypeSlug];

const PROSE =
  'max-w-none text-[15px] leading-7 text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-4 [&_blockquote]:text-slate-600 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[13px] [&_h1]:mt-8 [&_h1]:mb-3 [&_h1]:text-2xl [&_h1]:font-semibold [&_h2]:mt-7 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mt-5 [&_h4]:font-semibold [&_hr]:my-6 [&_hr]:border-slate-200 [&_img]:max-w-full [&_img]:rounded-lg [&_li]:my-1 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-3 [&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-inherit [&_table]:my-4 [&_table]:w-full [&_table]:text-sm [&_td]:border [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-1.5 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-1.5 [&_th]:text-left [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_[id]]:scroll-mt-20';

/** The selected page rendered from its markdown; a group lists its child pages. */
export function PageView({
  spaceId,
  page,
  section,
  onSelect,
}: {
  spaceId: string;
  page: RevisionPage;
  section: string | undefined;
  onSelect: (page: RevisionPage) => void;
}) {
  const isDocument = page.type === 'document';
  const content = usePage(spaceId, isDocument ? page.id : undefined);
  const markdown = content.data?.markdown;

  // Scroll to the section of a search result once its markdown is on screen.
  useEffect(() => {
    if (markdown === undefined) return;
    const target = section ? document.getElementById(section) : null;
    if (target) target.scrollIntoView({ block: 'start' });
  }, [markdown, section, page.id]);

  return (
    <article aria-labelledby="page-title" className="min-w-0">
      <header className="mb-4 border-b border-slate-100 pb-4">
        <p className="text-xs text-slate-400">{page.path}</p>
        <h2
          id="page-title"
          className="mt-1 flex items-center gap-2 text-2xl font-semibold tracking-tight text-slate-900"
          data-testid="page-title"
        >
          {page.emoji && <span aria-hidden="true">{page.emoji}</span>}
          {page.title || 'Untitled'}
        </h2>
        {page.description && <p className="mt-1 text-sm text-slate-500">{page.description}</p>}
      </header>
      {!isDocument ? (
        page.pages?.length ? (
          <ul className="space-y-1">
            {page.pages.map((child) => (
              <li key={child.id}>
                <Button variant="ghost" size="sm" onClick={() => onSelect(child)}>
                  {child.emoji && <span aria-hidden="true">{child.emoji}</span>}
                  {child.title || 'Untitled'}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            title={page.type === 'group' ? 'This group has no pages' : 'This page has no content'}
          />
        )
      ) : content.isPending ? (
        <div role="status" aria-label="Loading the page" className="space-y-3">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : content.isError ? (
        isApiError(content.error, 404) ? (
          <EmptyState
            title="Page not found"
            description="It is no longer part of the live content of this space."
          />
        ) : (
          <ErrorState
            error={content.error}
            title="Could not load this page"
            onRetry={() => void content.refetch()}
          />
        )
      ) : markdown?.trim() ? (
        <div className={PROSE} data-testid="page-markdown">
          <Markdown remarkPlugins={REMARK} rehypePlugins={REHYPE}>
            {markdown}
          </Markdown>
        </div>
      ) : (
        <EmptyState title="This page is empty" description="It has no content yet." />
      )}
    </article>
  );
}
