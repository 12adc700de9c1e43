/**
 * Text both databases store exactly as typed. PostgreSQL refuses NUL (U+0000) in text, and a
 * lone UTF-16 surrogate (half of an emoji, cut off) cannot be encoded as UTF-8, so either
 * database would keep U+FFFD instead. One rule for both: such text is refused, naming the field.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface UnstorableText {
  /** Where the text sits: object keys and array indexes from the top. */
  path: Array<string | number>;
  /** The refused character, as U+XXXX. */
  character: string;
}

function refusedCharacter(text: string): string | null {
  const found = UNSTORABLE.exec(text)?.[0];
  if (found === undefined) return null;
  return `U+${(found.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The first string in `value` (any JSON-like value) that cannot be stored, or null. */
export function findUnstorableText(value: unknown): UnstorableText | null {
  // Walked with an explicit stack: a deeply nested body must not overflow the call stack.
  const pending: Array<{ value: unknown; path: Array<string | number> }> = [{ value, path: [] }];
  while (pending.length > 0) {
    const next = pending.pop() as { value: unknown; path: Array<string | number> };
    if (typeof next.value === 'string') {
      const character = refusedCharacter(next.value);
      if (character) return { path: next.path, character };
    } else if (ArrayBuffer.isView(next.value)) {
      // Raw bytes (an uploaded zip) are not text; their content is checked where it is read.
    } else if (Array.isArray(next.value)) {
      for (let i = next.value.length - 1; i >= 0; i--)
        pending.push({ value: next.value[i], path: [...next.path, i] });
    } else if (next.value !== null && typeof next.value === 'object') {
      const entries = Object.entries(next.value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i] as [string, unknown];
        pending.push({ value: item, path: [...next.path, key] });
      }
    }
  }
  return null;
}
