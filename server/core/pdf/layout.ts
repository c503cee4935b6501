/**
 * The portal's PDF layout: public agreements, private products' documents, statements and evidence are all
 * written in one source format and laid out here with the CJK font. Source, one paragraph per line: `# title`
 * (must equal the expected title), `> meta line`, `## section heading`, anything else is a paragraph ("1." and
 * "□" items hang); blank lines are ignored. Runs on a worker thread in the back office (core/off-thread).
 */
import { createHash } from 'node:crypto';

import PDFDocument from 'pdfkit';

const FONT_FILE = process.env.AGREEMENTS_FONT ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const FONT_NAME = process.env.AGREEMENTS_FONT_NAME ?? 'NotoSansCJKsc-Regular';
// Bump when the layout below changes: the digest then marks every committed PDF as stale.
const LAYOUT_VERSION = '1';
// A fixed date keeps the output byte-identical from one run to the next.
const CREATION_DATE = new Date('2025-01-01T00:00:00+08:00');
const COMPANY = '国证资管';

export type Block = { kind: 'title' | 'meta' | 'heading' | 'paragraph'; text: string };

export function parseDocument(source: string): Block[] {
  return source
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line): Block => {
      if (line.startsWith('## ')) return { kind: 'heading', text: line.slice(3).trim() };
      if (line.startsWith('# ')) return { kind: 'title', text: line.slice(2).trim() };
      if (line.startsWith('> ')) return { kind: 'meta', text: line.slice(2).trim() };
      return { kind: 'paragraph', text: line };
    });
}

/**
 * What ties a PDF to its source: stored in the PDF's Info dictionary as SourceDigest. It covers the parsed
 * text, not the raw file, so reformatting the source (blank lines, indentation) does not make a PDF stale.
 */
export function sourceDigest(source: string): string {
  const text = JSON.stringify(parseDocument(source));
  return createHash('sha256').update(`layout ${LAYOUT_VERSION}\n${text}`).digest('hex');
}

export function renderDocument(source: string, expectedTitle: string): Promise<Buffer> {
  const blocks = parseDocument(source);
  const title = blocks.find((block) => block.kind === 'title')?.text;
  if (title !== expectedTitle) {
    throw new Error(`document title "${title}" differs from the expected "${expectedTitle}"`);
  }
  const info = { Title: title, Author: COMPANY, Subject: title, CreationDate: CREATION_DATE };
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 64, bottom: 72, left: 72, right: 72 },
    bufferPages: true,
    displayTitle: true,
    lang: 'zh-CN',
    info: { ...info, SourceDigest: sourceDigest(source) } as PDFKit.DocumentInfo,
  });
  doc.registerFont('cjk', FONT_FILE, FONT_NAME);
  doc.font('cjk').fillColor('#222').strokeColor('#222').lineWidth(0.35);

  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(10).fillColor('#666').text(COMPANY, { align: 'center' });
  for (const block of blocks) writeBlock(doc, block);
  writeFooters(doc, title);
  doc.end();
  return done;
}

// One CJK font only (a bold face would double the size): headings are drawn filled and stroked.
function writeBlock(doc: PDFKit.PDFDocument, block: Block): void {
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const at = { width, lineGap: 4 };
  switch (block.kind) {
    case 'title':
      doc.moveDown(0.6).fontSize(20).fillColor('#111');
      doc.text(block.text, { ...at, align: 'center', fill: true, stroke: true });
      return;
    case 'meta':
      doc
        .moveDown(0.3)
        .fontSize(10)
        .fillColor('#666')
        .text(block.text, { ...at, align: 'center' });
      doc.moveDown(0.8);
      return;
    case 'heading':
      doc.moveDown(0.6).fontSize(13).fillColor('#111');
      // A heading never ends a page: it needs room for itself and two lines of its section.
      if (doc.y + 4 * doc.currentLineHeight(true) > doc.page.height - doc.page.margins.bottom) doc.addPage();
      doc.text(block.text, doc.page.margins.left, doc.y, {
        ...at,
        fill: true,
        stroke: true,
        paragraphGap: 4,
      });
      return;
    case 'paragraph':
      writeParagraph(doc, block.text, width);
  }
}

// Numbered items and check boxes hang: the marker sits in the margin of the wrapped lines.
const ITEM_MARKER = /^(\d+\.|□)\s*/;
const HANGING_INDENT = 18;

function writeParagraph(doc: PDFKit.PDFDocument, text: string, width: number): void {
  const left = doc.page.margins.left;
  const marker = ITEM_MARKER.exec(text);
  doc.fontSize(11).fillColor('#222');
  if (!marker) {
    doc.text(text, left, doc.y, { width, lineGap: 4, paragraphGap: 5 });
    return;
  }
  // Keep the marker and its first line on one page.
  if (doc.y + doc.currentLineHeight(true) > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const y = doc.y;
  doc.text(marker[1], left, y, { lineBreak: false });
  doc.text(text.slice(marker[0].length), left + HANGING_INDENT, y, {
    width: width - HANGING_INDENT,
    lineGap: 4,
    paragraphGap: 5,
  });
}

function writeFooters(doc: PDFKit.PDFDocument, title: string): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const { margins, width, height } = doc.page;
    const bottom = margins.bottom;
    // Writing inside the bottom margin would otherwise make pdfkit open a new page.
    doc.page.margins.bottom = 0;
    const y = height - bottom + 24;
    const box = { width: width - margins.left - margins.right, lineBreak: false };
    doc.fontSize(8).fillColor('#888');
    doc.text(`${COMPANY} · ${title}`, margins.left, y, box);
    doc.text(`第 ${index + 1} 页／共 ${range.count} 页`, margins.left, y, { ...box, align: 'right' });
    doc.page.margins.bottom = bottom;
  }
}

/** The digest a committed PDF was built from, or undefined when it has none. */
export function embeddedDigest(pdf: Buffer): string | undefined {
  const text = pdf.toString('latin1');
  // pdfkit writes Info values as indirect objects: /SourceDigest 23 0 R … 23 0 obj (…) endobj
  const ref = /\/SourceDigest (\d+) 0 R/.exec(text)?.[1];
  if (ref === undefined) return undefined;
  const object = text.indexOf(`\n${ref} 0 obj`);
  if (object < 0) return undefined;
  return /^\n\d+ 0 obj\s*\(([0-9a-f]{64})\)/.exec(text.slice(object, object + 120))?.[1];
}
