import type { SetupField } from './constants/setup-fields';

/**
 * Compare (issue 15): racers write the same setting differently ("35wt", "35 WT", "7k", "7000",
 * "-2°", "-2.0 deg"). A value is reduced to a canonical text used only to decide whether a row
 * differs; the raw values are always what is shown. Runs in the browser too, so it is pure.
 *
 * The reduction tokenises rather than deleting characters, so that numbers never merge: "1.3 x 6"
 * and "1.3 x 60" stay apart, and so do "1 2" and "12".
 */

const DEGREE = /[°º˚]|(?<!\p{L})deg(?:ree)?s?(?!\p{L})/gu;
// "10,000" groups thousands; any other comma between digits is a decimal comma ("1,5").
const THOUSANDS = /(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d,])/g;
const DECIMAL_COMMA = /(\d),(\d)/g;
const TOKEN = /\d+(?:\.\d*)?|\.\d+|\p{L}+|\S/gu;

type Token = { kind: 'number' | 'word' | 'symbol'; text: string };

/** "02" → "2", "2.50" → "2.5", ".5" → "0.5", "2." → "2"; exact, whatever the length. */
function canonicalNumber(whole: string, fraction: string): string {
  const int = whole.replace(/^0+(?=\d)/, '') || '0';
  const frac = fraction.replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}

function splitNumber(text: string): [string, string] {
  const [whole = '', fraction = ''] = text.split('.');
  return [whole || '0', fraction];
}

/** "7.5" with a "k" after it is 7500: the point moves three places. */
function thousandfold(text: string): string {
  const [whole, fraction] = splitNumber(text);
  const padded = fraction.padEnd(3, '0');
  return canonicalNumber(whole + padded.slice(0, 3), padded.slice(3));
}

function tokenise(text: string): Token[] {
  const cleaned = text
    .toLowerCase()
    .replace(/\u2212/g, '-')
    .replace(/×/g, 'x')
    .replace(DEGREE, ' ')
    .replace(THOUSANDS, (m) => m.replace(/,/g, ''))
    .replace(DECIMAL_COMMA, '$1.$2');
  const tokens: Token[] = [];
  for (const [text] of cleaned.matchAll(TOKEN)) {
    const previous = tokens[tokens.length - 1];
    if (/^[\d.]/.test(text) && text !== '.') {
      tokens.push({ kind: 'number', text: canonicalNumber(...splitNumber(text)) });
    } else if (/^\p{L}/u.test(text)) {
      if (text === 'k' && previous?.kind === 'number') previous.text = thousandfold(previous.text);
      else tokens.push({ kind: 'word', text });
    } else {
      tokens.push({ kind: 'symbol', text });
    }
  }
  return tokens;
}

/** Spacing is dropped except between two numbers or two words, which it keeps apart. */
function join(tokens: Token[]): string {
  let out = '';
  tokens.forEach((token, i) => {
    const previous = tokens[i - 1];
    if (previous && previous.kind === token.kind && token.kind !== 'symbol') out += ' ';
    out += token.text;
  });
  return out;
}

/** A bare number and the same number with the field's own unit are one value ("1730", "1730 g"). */
function withoutOwnUnit(tokens: Token[], field: SetupField | undefined): Token[] {
  if (!field?.unit || tokens[0]?.kind !== 'number') return tokens;
  const unit = join(tokenise(field.unit));
  return unit && join(tokens.slice(1)) === unit ? tokens.slice(0, 1) : tokens;
}

/** The canonical text of a value; '' when it is empty (null or blank). */
export function normaliseValue(field: SetupField | undefined, value: string | null): string {
  if (value === null || value.trim() === '') return '';
  return join(withoutOwnUnit(tokenise(value), field));
}

/** Whether a row's values differ once normalised; an empty value differs from a written one. */
export function valuesDiffer(field: SetupField | undefined, values: readonly (string | null)[]): boolean {
  const first = normaliseValue(field, values[0] ?? null);
  return values.some((value) => normaliseValue(field, value) !== first);
}
