/**
 * Rows of cells from text copied out of a browser table or saved as CSV: cells split by one
 * separator (tab, `;` or `,`), rows by line breaks, and a cell that starts with `"` runs to its
 * closing quote, line breaks and separators included (`""` is a quote), as spreadsheets and
 * browsers write multi-line cells. An opening quote that never closes is read as a plain character,
 * so one stray quote cannot swallow the rest of a file. Linear in the text.
 */
export function readCells(text: string, separator: '\t' | ';' | ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  // After a quote that never closes, the rest is read plainly (no second search to the end).
  let quotes = true;
  while (i <= text.length) {
    let cell = '';
    if (quotes && text[i] === '"') {
      const quoted = readQuoted(text, i);
      if (quoted) {
        cell = quoted.value;
        i = quoted.end;
      } else quotes = false;
    }
    // The plain rest of the cell, up to its separator or line break, in one slice.
    let end = i;
    while (end < text.length) {
      const ch = text[end];
      if (ch === separator || ch === '\n' || ch === '\r') break;
      end++;
    }
    row.push(cell + text.slice(i, end));
    const ch = text[end];
    if (ch === separator) {
      i = end + 1;
      continue;
    }
    rows.push(row);
    row = [];
    if (ch === undefined) break;
    i = end + (ch === '\r' && text[end + 1] === '\n' ? 2 : 1);
    if (i === text.length) break;
  }
  return rows;
}

/** A quoted cell from `start` (its opening quote): its value and where reading goes on. */
function readQuoted(text: string, start: number): { value: string; end: number } | null {
  let value = '';
  let from = start + 1;
  for (;;) {
    const close = text.indexOf('"', from);
    if (close < 0) return null;
    value += text.slice(from, close);
    if (text[close + 1] === '"') {
      value += '"';
      from = close + 2;
      continue;
    }
    return { value, end: close + 1 };
  }
}

/** The separator a delimited text uses, judged on its first lines that hold one. */
export function guessSeparator(text: string): '\t' | ';' | ',' {
  const head = text.slice(0, 4000);
  if (head.includes('\t')) return '\t';
  const semicolons = head.split(';').length;
  const commas = head.split(',').length;
  return semicolons >= commas / 2 && semicolons > 1 ? ';' : ',';
}

/** A copied cell as a racer reads it: non-breaking spaces as spaces, runs of blanks as one. */
export const clean = (cell: string | undefined): string => (cell ?? '').replace(/[\s\u00a0]+/g, ' ').trim();

/** The lines of a text, whatever its line endings. */
export const linesOf = (text: string): string[] => text.split(/\r\n|\r|\n/);
