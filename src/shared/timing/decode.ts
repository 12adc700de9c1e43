/**
 * A result file's bytes as text (issue 16). Most files are UTF-8 (a BOM is dropped); LiveTime RC
 * pages saved on Chinese Windows are GBK, which the WHATWG decoder reads as gb18030 (its superset)
 * in browsers and in Node. Anything else is refused with a message, never turned into mojibake.
 */
export type Decoded =
  | { ok: true; text: string; encoding: 'utf-8' | 'gbk' | 'utf-16' }
  | { ok: false; message: string };

export function decodeResultBytes(bytes: Uint8Array): Decoded {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return utf16(bytes, 'utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return utf16(bytes, 'utf-16be');
  try {
    return { ok: true, encoding: 'utf-8', text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    // Not UTF-8: try GBK below.
  }
  try {
    return { ok: true, encoding: 'gbk', text: new TextDecoder('gb18030', { fatal: true }).decode(bytes) };
  } catch {
    return {
      ok: false,
      message: 'This file is neither UTF-8 nor GBK text. Open it in a text editor and save it as UTF-8.',
    };
  }
}

function utf16(bytes: Uint8Array, label: 'utf-16le' | 'utf-16be'): Decoded {
  try {
    return { ok: true, encoding: 'utf-16', text: new TextDecoder(label, { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, message: 'This file is damaged UTF-16 text. Save it as UTF-8 and try again.' };
  }
}
