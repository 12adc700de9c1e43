// A small flowing-text layout on top of pdf-lib: headings, paragraphs, bullet lists and tables that wrap
// and break across A4 pages. Only the standard Helvetica fonts are used (WinAnsi text: no arrows or ticks).
import { rgb } from 'pdf-lib';

const A4 = [595.28, 841.89];
const MARGIN = 56;
const TOP = A4[1] - MARGIN;
const BOTTOM = MARGIN + 24; // room for the footer
export const WIDTH = A4[0] - 2 * MARGIN;

export const COLOURS = {
  text: rgb(0.06, 0.09, 0.16),
  muted: rgb(0.28, 0.33, 0.41),
  primary: rgb(0.76, 0.25, 0.05),
  tint: rgb(1, 0.93, 0.84),
  rule: rgb(0.8, 0.84, 0.88),
};

export class Writer {
  constructor(doc, fonts) {
    this.doc = doc;
    this.fonts = fonts;
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage(A4);
    this.y = TOP;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensure(height) {
    if (this.y - height < BOTTOM) this.newPage();
  }

  /** Splits text into lines no wider than `width` (explicit \n starts a new line). */
  wrap(text, font, size, width) {
    const lines = [];
    for (const paragraph of String(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (line && font.widthOfTextAtSize(next, size) > width) {
          lines.push(line);
          line = word;
        } else line = next;
      }
      lines.push(line);
    }
    return lines;
  }

  text(text, { size = 10.5, bold = false, colour = COLOURS.text, indent = 0, after = 6, lead = 1.4 } = {}) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const line of this.wrap(text, font, size, WIDTH - indent)) {
      this.ensure(size * lead);
      this.y -= size * lead;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y + size * 0.3, size, font, color: colour });
    }
    this.y -= after;
  }

  heading(text, level = 1) {
    const size = level === 1 ? 18 : 13;
    this.ensure(size * 3 + 40); // never leave a heading alone at the foot of a page
    this.y -= level === 1 ? 10 : 6;
    this.text(text, { size, bold: true, colour: level === 1 ? COLOURS.primary : COLOURS.text, after: 4 });
    if (level === 1) {
      this.page.drawLine({
        start: { x: MARGIN, y: this.y + 2 },
        end: { x: MARGIN + WIDTH, y: this.y + 2 },
        thickness: 1,
        color: COLOURS.primary,
      });
      this.y -= 8;
    }
  }

  bullets(items, { numbered = false } = {}) {
    items.forEach((item, i) => {
      const marker = numbered ? `${i + 1}.` : '\u2022';
      const [title, body] = Array.isArray(item) ? item : [null, item];
      // Reserve the first line here, so the marker and the text start on the same page.
      this.ensure(16);
      const markerY = this.y - 10.5 * 1.4;
      this.page.drawText(marker, {
        x: MARGIN + 4,
        y: markerY + 3,
        size: 10.5,
        font: this.fonts.bold,
        color: COLOURS.primary,
      });
      if (title) this.text(title, { bold: true, indent: 20, after: 0 });
      this.text(body, { indent: 20, after: 4 });
    });
    this.y -= 4;
  }

  /** A table; `columns` are [title, share of the width]. The header row repeats after a page break. */
  table(columns, rows, { size = 9 } = {}) {
    const widths = columns.map(([, share]) => share * WIDTH);
    const pad = 4;
    const lineHeight = size * 1.35;
    const drawRow = (cells, header) => {
      const font = header ? this.fonts.bold : this.fonts.regular;
      const wrapped = cells.map((cell, i) =>
        this.wrap(cell, i === 0 && !header ? this.fonts.bold : font, size, widths[i] - 2 * pad),
      );
      const height = Math.max(...wrapped.map((lines) => lines.length)) * lineHeight + 2 * pad;
      if (this.y - height < BOTTOM) {
        this.newPage();
        if (!header)
          drawRow(
            columns.map(([title]) => title),
            true,
          );
      }
      if (header) {
        this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: WIDTH, height, color: COLOURS.tint });
      }
      let x = MARGIN;
      wrapped.forEach((lines, i) => {
        lines.forEach((line, n) => {
          this.page.drawText(line, {
            x: x + pad,
            y: this.y - pad - (n + 1) * lineHeight + size * 0.35,
            size,
            font: i === 0 || header ? this.fonts.bold : this.fonts.regular,
            color: COLOURS.text,
          });
        });
        x += widths[i];
      });
      this.y -= height;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: MARGIN + WIDTH, y: this.y },
        thickness: 0.5,
        color: COLOURS.rule,
      });
    };
    this.ensure(lineHeight * 4);
    drawRow(
      columns.map(([title]) => title),
      true,
    );
    for (const row of rows) drawRow(row, false);
    this.y -= 12;
  }

  /** Footer with the title and 'page n of N' on every page; call once everything is written. */
  footer(title) {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const label = `${title}  \u2022  page ${i + 1} of ${pages.length}`;
      page.drawText(label, {
        x: MARGIN,
        y: MARGIN - 20,
        size: 8.5,
        font: this.fonts.regular,
        color: COLOURS.muted,
      });
    });
  }
}
