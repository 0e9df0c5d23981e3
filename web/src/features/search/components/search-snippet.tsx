/** A search snippet with the query's words marked (plain text in, React elements out). */
export function SearchSnippet({
  text,
  query,
  className,
}: {
  text: string;
  query: string;
  className?: string;
}) {
  const words = query
    .toLowerCase()
    .split(/[\s"]+/)
    .filter((word) => word.length > 1 && !word.startsWith('-') && word !== 'or')
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const short = text.length > 240 ? `${text.slice(0, 240)}…` : text;
  if (words.length === 0) return <p className={className}>{short}</p>;
  const pattern = new RegExp(`(${words.join('|')})`, 'gi');
  return (
    <p className={className}>
      {short.split(pattern).map((part, index) =>
        index % 2 === 1 ? (
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-slate-900">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </p>
  );
}
