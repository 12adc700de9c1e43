/**
 * The tables of a saved result page, read without a DOM (the server runs the same code): each
 * table's opening-tag attributes and its rows of cells as inner HTML. A scan over the tags only
 * (`[^<>]*` stops at the next bracket, so a broken page costs one pass); unclosed cells and rows
 * close at the next cell, row or table, as browsers do; `<td/>` is an empty cell, as in XHTML.
 */
export interface HtmlCell {
  html: string;
  header: boolean;
}

export interface HtmlTable {
  attrs: string;
  /** Where the table starts in the page, to find the heading before it. */
  start: number;
  rows: HtmlCell[][];
}

const TAG = /<(\/?)(table|tr|td|th)\b([^<>]*)>/gi;

export function htmlTables(html: string): HtmlTable[] {
  const tables: HtmlTable[] = [];
  const open: HtmlTable[] = [];
  let row: HtmlCell[] | null = null;
  let cell: { start: number; header: boolean } | null = null;
  const closeCell = (at: number) => {
    if (cell && row) row.push({ html: html.slice(cell.start, at), header: cell.header });
    cell = null;
  };
  const closeRow = (at: number) => {
    closeCell(at);
    const table = open[open.length - 1];
    if (row && table) table.rows.push(row);
    row = null;
  };
  for (const m of html.matchAll(TAG)) {
    const at = m.index;
    const closing = m[1] === '/';
    const name = (m[2] as string).toLowerCase();
    const attrs = m[3] as string;
    const selfClosing = attrs.endsWith('/');
    if (name === 'table') {
      closeRow(at);
      if (closing) open.pop();
      else {
        const table: HtmlTable = { attrs, start: at, rows: [] };
        tables.push(table);
        open.push(table);
      }
    } else if (name === 'tr') {
      closeRow(at);
      if (!closing && !selfClosing && open.length > 0) row = [];
    } else if (closing) {
      closeCell(at);
    } else {
      closeCell(at);
      if (!row && open.length > 0) row = [];
      if (selfClosing) row?.push({ html: '', header: name === 'th' });
      else cell = { start: at + m[0].length, header: name === 'th' };
    }
  }
  closeRow(html.length);
  return tables;
}

const NAMED: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
  aring: 'å',
  Aring: 'Å',
  aelig: 'æ',
  AElig: 'Æ',
  oslash: 'ø',
  Oslash: 'Ø',
  eacute: 'é',
  Eacute: 'É',
  egrave: 'è',
  agrave: 'à',
  aacute: 'á',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ccedil: 'ç',
  ntilde: 'ñ',
};

/** `&nbsp;`, `&#252;`, `&#xFC;` and the named letters result pages use; others stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref] ?? whole;
  });
}

/** What a cell shows: tags dropped, entities decoded, blanks (non-breaking too) collapsed. */
export function textOf(html: string): string {
  return decodeEntities(html.replace(/<[^<>]*>/g, ' '))
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}
