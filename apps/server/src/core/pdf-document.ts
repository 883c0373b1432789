import fs from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { serverRoot } from '../server-root';

/**
 * Noto Sans SC (assets/fonts/README.md), found from the package folder: the same path from the source (tsx, Vitest)
 * and from the bundle (dist/main.js). WOFF, so pdfkit embeds only the glyphs a report uses.
 */
export const PDF_FONT_PATH = path.join(serverRoot, 'assets', 'fonts', 'NotoSansSC-Regular.woff');

/**
 * The font as a plain TrueType (sfnt) buffer, unpacked from the WOFF once per process. fontkit reads a WOFF's glyph
 * table by inflating the whole table again for every glyph it decodes: a report of a few hundred Chinese characters
 * took tens of seconds that way. pdfkit still embeds only the glyphs used (it subsets TrueType the same way).
 */
let sfnt: Buffer | undefined;
export const pdfFont = () => {
  if (sfnt) return sfnt;
  const woff = fs.readFileSync(PDF_FONT_PATH);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const at = 44 + index * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const packed = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(packed) : packed,
    };
  });
  const header = Buffer.alloc(12 + count * 16);
  const power = 2 ** Math.floor(Math.log2(count));
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = header.length;
  const parts: Buffer[] = [header];
  tables.forEach((table, index) => {
    const at = 12 + index * 16;
    header.writeUInt32BE(table.tag, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  sfnt = Buffer.concat(parts);
  return sfnt;
};

export type PdfColumn = { title: string; width: number };

/**
 * An A4 document in the vendored Chinese font with the pieces the reports share (docs/maintenance.md "Reports"): a
 * title, label：value facts, section headings with a rule, tables that break onto new pages, the generated-at line;
 * `finish()` ends it and answers the bytes. Maintenance reports and repair reports write theirs with it.
 */
export const createPdf = (title: string) => {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title } });
  doc.registerFont('body', pdfFont());
  doc.font('body');
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  return {
    doc,
    /** The document's title and, under it, the report's name, centred. */
    title: (kind: string, name: string) => {
      doc.fontSize(20).fillColor('#1f1f1f').text(kind, { align: 'center' });
      doc.moveDown(0.2).fontSize(14).text(name, { align: 'center' });
      doc.moveDown(0.8).fontSize(10);
    },
    facts: (facts: [string, string][]) => {
      doc.fontSize(10);
      for (const [label, value] of facts)
        doc.fillColor('#595959').text(`${label}：`, { continued: true }).fillColor('#1f1f1f').text(value);
    },
    heading: (text: string) => {
      doc.moveDown(0.8).fontSize(13).fillColor('#1f1f1f').text(text, left, doc.y);
      doc
        .moveTo(left, doc.y + 2)
        .lineTo(left + width, doc.y + 2)
        .strokeColor('#d9d9d9')
        .stroke();
      doc.moveDown(0.4);
    },
    note: (text: string) => doc.fontSize(10).fillColor('#595959').text(text),
    table: (columns: PdfColumn[], rows: string[][]) => {
      const total = columns.reduce((sum, column) => sum + column.width, 0);
      const widths = columns.map((column) => (column.width / total) * width);
      const drawRow = (cells: string[], isHead: boolean) => {
        doc.fontSize(9);
        const height =
          Math.max(...cells.map((cell, index) => doc.heightOfString(cell || ' ', { width: widths[index]! - 8 }))) + 8;
        if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
        const top = doc.y;
        let x = left;
        if (isHead) doc.rect(left, top, width, height).fill('#f5f5f5');
        cells.forEach((cell, index) => {
          doc
            .fillColor(isHead ? '#595959' : '#1f1f1f')
            .text(cell, x + 4, top + 4, { width: widths[index]! - 8, lineBreak: true });
          x += widths[index]!;
        });
        doc
          .moveTo(left, top + height)
          .lineTo(left + width, top + height)
          .strokeColor('#e8e8e8')
          .stroke();
        doc.x = left;
        doc.y = top + height;
      };
      drawRow(
        columns.map((column) => column.title),
        true,
      );
      for (const row of rows) drawRow(row, false);
    },
    /** The right-aligned "generated at" line, then the bytes. */
    finish: async (generated: string) => {
      doc.moveDown(1.2).fontSize(9).fillColor('#8c8c8c').text(generated, left, doc.y, { align: 'right', width });
      doc.end();
      await done;
      return Buffer.concat(chunks);
    },
  };
};
