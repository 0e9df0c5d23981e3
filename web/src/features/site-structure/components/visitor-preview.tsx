import { useState } from 'react';
import { cn } from '@/lib/cn';
import { idOf, isGroupKey, type Layout, type Structure } from '../model';
import type { SiteSection } from '../types';
import { spaceLabel } from './space-picker';

function Tab({
  section,
  active,
  onSelect,
}: {
  section: SiteSection;
  active: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-pressed={active}
      title={section.condition ? `Shown when: ${section.condition}` : undefined}
      className={cn(
        'relative inline-flex shrink-0 items-center gap-1.5 rounded-md px-2.5 py-1.5 text-xs font-medium whitespace-nowrap transition-colors',
        active
          ? 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-200'
          : 'text-slate-600 hover:bg-white/70 hover:text-slate-900',
        section.condition && 'outline-1 outline-offset-1 outline-amber-400 outline-dashed',
      )}
    >
      {section.title}
      {section.default && (
        <span className="size-1.5 rounded-full bg-brand-500" aria-label="(default)" />
      )}
    </button>
  );
}

/**
 * What a visitor sees at the top of the site: its sections as tabs (groups as menus of
 * tabs) and the spaces of the selected section as the variants they switch between.
 * Follows the drag in progress, so a drop can be judged before it happens.
 */
export function VisitorPreview({
  title,
  structure,
  layout,
  publishedURL,
}: {
  title: string;
  structure: Structure;
  layout: Layout;
  publishedURL?: string;
}) {
  const [selected, setSelected] = useState<string | null>(null);
  const all = [...structure.sections.values()];
  const current =
    (selected && structure.sections.get(selected)) ||
    all.find((section) => section.default) ||
    all[0];
  const variants =
    structure.type === 'siteSpaces' ? structure.rootSiteSpaces : (current?.siteSpaces ?? []);

  return (
    <figure
      className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
      aria-label="Visitor preview"
    >
      <div className="flex items-center gap-2 border-b border-slate-200 bg-slate-100/80 px-3 py-2">
        <span className="flex gap-1" aria-hidden="true">
          <span className="size-2.5 rounded-full bg-red-300" />
          <span className="size-2.5 rounded-full bg-amber-300" />
          <span className="size-2.5 rounded-full bg-emerald-300" />
        </span>
        <span className="min-w-0 flex-1 truncate rounded-md bg-white px-2.5 py-1 text-center font-mono text-[11px] text-slate-500 ring-1 ring-slate-200">
          {publishedURL
            ? publishedURL.replace(/^https?:\/\//, '')
            : 'Not published yet: add a space to publish the site'}
          {current && !current.default && structure.type === 'sections' ? current.path : ''}
        </span>
      </div>
      <div className="space-y-3 px-4 py-3">
        <div className="flex items-center gap-3">
          <span className="truncate text-sm font-semibold text-slate-900">{title}</span>
          <span
            className="ml-auto hidden h-6 w-40 items-center rounded-md bg-slate-100 px-2 text-[11px] text-slate-400 sm:flex"
            aria-hidden="true"
          >
            Search…
          </span>
        </div>
        {structure.type === 'sections' && layout.top.length > 0 && (
          <nav
            aria-label="Sections as visitors see them"
            className="flex gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1"
          >
            {layout.top.map((key) => {
              if (!isGroupKey(key)) {
                const section = structure.sections.get(idOf(key));
                return section ? (
                  <Tab
                    key={key}
                    section={section}
                    active={current?.id === section.id}
                    onSelect={() => setSelected(section.id)}
                  />
                ) : null;
              }
              const group = structure.groups.get(idOf(key));
              const members = (layout.groups[idOf(key)] ?? [])
                .map((k) => structure.sections.get(idOf(k)))
                .filter((s): s is SiteSection => !!s);
              return group ? (
                <span
                  key={key}
                  className="flex shrink-0 items-center gap-0.5 rounded-md bg-slate-200/70 py-0.5 pr-0.5 pl-2"
                >
                  <span className="text-[11px] font-semibold tracking-wide text-slate-500 uppercase">
                    {group.title}
                  </span>
                  <svg
                    viewBox="0 0 20 20"
                    fill="currentColor"
                    className="size-3 text-slate-400"
                    aria-hidden="true"
                  >
                    <path
                      fillRule="evenodd"
                      d="M8.22 5.22a.75.75 0 0 1 1.06 0l4.25 4.25a.75.75 0 0 1 0 1.06l-4.25 4.25a.75.75 0 0 1-1.06-1.06L11.94 10 8.22 6.28a.75.75 0 0 1 0-1.06Z"
                      clipRule="evenodd"
                    />
                  </svg>
                  {members.length ? (
                    members.map((section) => (
                      <Tab
                        key={section.id}
                        section={section}
                        active={current?.id === section.id}
                        onSelect={() => setSelected(section.id)}
                      />
                    ))
                  ) : (
                    <span className="px-2 text-[11px] text-slate-400 italic">empty</span>
                  )}
                </span>
              ) : null;
            })}
          </nav>
        )}
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
          {variants.length === 0 ? (
            <span>
              {structure.type === 'sections' && layout.top.length === 0
                ? 'Nothing to show yet: add a section.'
                : 'No spaces here yet.'}
            </span>
          ) : (
            <>
              <span>{structure.type === 'sections' ? 'Variants:' : 'Spaces:'}</span>
              {variants.map((siteSpace) => (
                <span
                  key={siteSpace.id}
                  title={siteSpace.condition ? `Shown when: ${siteSpace.condition}` : undefined}
                  className={cn(
                    'inline-flex items-center gap-1 rounded-full px-2 py-0.5 ring-1',
                    siteSpace.default
                      ? 'bg-brand-50 text-brand-700 ring-brand-200'
                      : 'bg-white text-slate-600 ring-slate-200',
                    siteSpace.condition && 'ring-amber-300 ring-dashed',
                  )}
                >
                  {spaceLabel(siteSpace.space)}
                </span>
              ))}
            </>
          )}
        </div>
      </div>
    </figure>
  );
}
