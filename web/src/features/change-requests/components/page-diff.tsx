import { diffLines } from 'diff';
import { useMemo } from 'react';
import { cn } from '@/lib/cn';

/** A line diff of a page's markdown: live (before) against the change request (after). */
export function PageDiff({ before, after }: { before: string; after: string }) {
  const lines = useMemo(() => {
    const result: { kind: 'added' | 'removed' | 'same'; text: string }[] = [];
    for (const part of diffLines(before, after)) {
      const kind = part.added ? 'added' : part.removed ? 'removed' : 'same';
      const texts = part.value.replace(/\n$/, '').split('\n');
      for (const text of texts) result.push({ kind, text });
    }
    return result;
  }, [before, after]);

  if (before === after)
    return <p className="text-sm text-slate-500">No changes to this page's content.</p>;

  return (
    <pre
      className="overflow-x-auto rounded-md bg-slate-50 py-2 text-sm ring-1 ring-slate-200"
      aria-label="Diff"
    >
      {lines.map((line, index) => (
        <div
          key={index}
          data-diff={line.kind}
          className={cn(
            'px-3 whitespace-pre-wrap',
            line.kind === 'added' && 'bg-emerald-50 text-emerald-800',
            line.kind === 'removed' && 'bg-red-50 text-red-800 line-through decoration-red-300',
          )}
        >
          <span aria-hidden="true" className="mr-2 inline-block w-3 text-slate-400 select-none">
            {line.kind === 'added' ? '+' : line.kind === 'removed' ? '−' : ' '}
          </span>
          <span className="sr-only">
            {line.kind === 'added' ? 'Added: ' : line.kind === 'removed' ? 'Removed: ' : ''}
          </span>
          {line.text || ' '}
        </div>
      ))}
    </pre>
  );
}
