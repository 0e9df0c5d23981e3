// Page markdown, read with a real CommonMark parser (micromark/mdast) plus GFM literal
// autolinks: the sections search indexes, the links the link checker follows, and the
// syntax tree `format=document` returns.
import GithubSlugger from 'github-slugger';
import type { Nodes, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { toString } from 'mdast-util-to-string';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';

export function parseMarkdown(markdown: string): Root {
  return fromMarkdown(markdown, {
    extensions: [gfmAutolinkLiteral()],
    mdastExtensions: [gfmAutolinkLiteralFromMarkdown()],
  });
}

/** The syntax tree without source positions: what `format=document` returns. */
export function markdownDocument(markdown: string): unknown {
  return JSON.parse(
    JSON.stringify(parseMarkdown(markdown), (key, value: unknown) =>
      key === 'position' ? undefined : value,
    ),
  );
}

/** Headings up to this depth start a section; deeper ones stay in their section's body. */
const SECTION_DEPTH = 3;
/** PostgreSQL caps a tsvector at 1 MB; a section body longer than this is indexed in part. */
const BODY_MAX = 200_000;

export type Section = { anchor: string; title: string; body: string; position: number };

/** Plain text of a block, its blocks separated by newlines (inline text joined as written). */
function textOf(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if (!('children' in node)) return '';
  const inline =
    node.type === 'paragraph' ||
    node.type === 'heading' ||
    node.type === 'tableCell' ||
    node.type === 'link' ||
    node.type === 'emphasis' ||
    node.type === 'strong' ||
    node.type === 'delete' ||
    node.type === 'linkReference';
  return (node.children as Nodes[])
    .map(textOf)
    .filter(Boolean)
    .join(inline ? '' : '\n');
}

/**
 * Splits a page into heading-delimited sections: first the text before any heading (anchor
 * '', titled with the page title, so a page's title is searchable like a heading), then one
 * section per heading of depth 1-3 with a GitHub-style anchor slug, unique within the page.
 */
export function splitSections(markdown: string, pageTitle: string): Section[] {
  const slugger = new GithubSlugger();
  const sections: Section[] = [];
  let current = { anchor: '', title: pageTitle, parts: [] as string[] };
  const flush = () => {
    const body = current.parts.join('\n').trim().slice(0, BODY_MAX);
    sections.push({
      anchor: current.anchor,
      title: current.title,
      body,
      position: sections.length,
    });
  };
  for (const node of parseMarkdown(markdown).children as RootContent[]) {
    if (node.type === 'heading' && node.depth <= SECTION_DEPTH) {
      flush();
      const title = toString(node).trim();
      current = { anchor: slugger.slug(title), title, parts: [] };
    } else {
      const text = textOf(node);
      if (text) current.parts.push(text);
    }
  }
  flush();
  return sections;
}

/**
 * Every link target of a page, once each, in order of appearance: inline links, autolinks
 * (`<https://…>` and bare URLs), images, and reference definitions (`[x]: url`).
 */
export function linkTargets(markdown: string): string[] {
  const seen = new Set<string>();
  const visit = (node: Nodes) => {
    if (
      (node.type === 'link' || node.type === 'image' || node.type === 'definition') &&
      node.url.trim()
    )
      seen.add(node.url.trim());
    if ('children' in node) for (const child of node.children as Nodes[]) visit(child);
  };
  visit(parseMarkdown(markdown));
  return [...seen];
}
