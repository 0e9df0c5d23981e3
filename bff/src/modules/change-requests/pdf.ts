// PDF of a change request's content (pdfkit): its pages in tree order, or one page with (or,
// with `only`, without) its descendants. The document is streamed as it is drawn; markdown is
// read PAGE_BATCH pages at a time, so memory stays bounded whatever the size of the space.
import PDFDocument from 'pdfkit';
import type { RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Db } from '../../db.js';
import { notFound } from '../../errors.js';
import { parseMarkdown } from '../content/markdown.js';
import type { PageRow } from '../content/present.js';
import { listPageRows } from '../content/service.js';

const PAGE_BATCH = 100;
/** Pages beyond this are left out (the last PDF page says so): a bound on one request's work. */
export const PDF_MAX_PAGES = 2000;

/** Page IDs of a revision in reading order (depth-first by position), from `rootPageId` if given. */
function readingOrder(rows: PageRow[], rootPageId?: string, only = false): string[] {
  const byParent = new Map<string | null, PageRow[]>();
  for (const row of rows)
    byParent.set(row.parentPageId, [...(byParent.get(row.parentPageId) ?? []), row]);
  const out: string[] = [];
  const walk = (parent: string | null) => {
    for (const row of (byParent.get(parent) ?? []).sort(
      (a, b) => a.position - b.position || a.pageId.localeCompare(b.pageId),
    )) {
      out.push(row.pageId);
      walk(row.pageId);
    }
  };
  if (rootPageId) {
    if (!rows.some((r) => r.pageId === rootPageId)) throw notFound('Page');
    out.push(rootPageId);
    if (!only) walk(rootPageId);
  } else walk(null);
  return out;
}

function drawBlock(doc: PDFKit.PDFDocument, node: RootContent) {
  switch (node.type) {
    case 'heading':
      doc
        .moveDown(0.5)
        .font('Helvetica-Bold')
        .fontSize(Math.max(11, 20 - node.depth * 2))
        .text(toString(node));
      break;
    case 'code':
      doc.moveDown(0.3).font('Courier').fontSize(9).text(node.value);
      break;
    case 'list':
      doc.font('Helvetica').fontSize(11);
      node.children.forEach((item, i) =>
        doc.text(`${node.ordered ? `${(node.start ?? 1) + i}.` : '•'} ${toString(item)}`, {
          indent: 12,
        }),
      );
      break;
    case 'thematicBreak':
      doc.moveDown(0.5);
      break;
    default:
      doc.moveDown(0.3).font('Helvetica').fontSize(11).text(toString(node));
  }
}

/** Renders the PDF; resolves once the page list is known (404 for an unknown page), then streams. */
export async function renderRevisionPdf(
  db: Db,
  revisionId: string,
  options: { title: string; pageId?: string; only?: boolean },
) {
  const order = readingOrder(await listPageRows(db, revisionId), options.pageId, options.only);
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: options.title } });
  const draw = async () => {
    doc
      .font('Helvetica-Bold')
      .fontSize(22)
      .text(options.title || 'Change request');
    const included = order.slice(0, PDF_MAX_PAGES);
    for (let i = 0; i < included.length; i += PAGE_BATCH) {
      const ids = included.slice(i, i + PAGE_BATCH);
      const rows = await db.revisionPage.findMany({
        where: { revisionId, pageId: { in: ids } },
        select: { pageId: true, title: true, markdown: true },
      });
      const byId = new Map(rows.map((r) => [r.pageId, r]));
      for (const id of ids) {
        const page = byId.get(id);
        if (!page) continue;
        doc.addPage().font('Helvetica-Bold').fontSize(18).text(page.title);
        for (const node of parseMarkdown(page.markdown).children) drawBlock(doc, node);
      }
    }
    if (order.length > included.length)
      doc
        .addPage()
        .font('Helvetica')
        .fontSize(11)
        .text(`${order.length - included.length} more pages are not included.`);
    doc.end();
  };
  draw().catch((err: unknown) => doc.destroy(err instanceof Error ? err : new Error(String(err))));
  return doc;
}
