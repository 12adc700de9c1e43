/**
 * Decides a file's type from its first bytes, never from its name or the browser's claim
 * (DESIGN "Security"). Only the five types SPEC §9 allows are recognised.
 */
export interface DetectedType {
  mime: 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';
  extension: string;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

export function detectFileType(bytes: Uint8Array): DetectedType | null {
  if (startsWith(bytes, ascii('%PDF-'))) return { mime: 'application/pdf', extension: 'pdf' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', extension: 'png' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    return { mime: 'image/gif', extension: 'gif' };
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { mime: 'image/webp', extension: 'webp' };
  }
  return null;
}
