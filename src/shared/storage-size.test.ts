import { describe, expect, it } from 'vitest';
import { formatMegabytes, quotaExceededMessage, storageUsedText } from './storage-size';

const MB = 1024 * 1024;

describe('storage sizes', () => {
  it('reads in MB with one decimal, dropping a .0', () => {
    expect(formatMegabytes(0)).toBe('0 MB');
    expect(formatMegabytes(100 * MB)).toBe('100 MB');
    expect(formatMegabytes(12.34 * MB)).toBe('12.3 MB');
    expect(formatMegabytes(8.04 * MB)).toBe('8 MB');
  });

  it('never rounds a nearly full store up to full, nor a tiny file down to nothing', () => {
    expect(formatMegabytes(99.99 * MB)).toBe('99.9 MB');
    expect(formatMegabytes(68)).toBe('0.1 MB');
  });

  it('words usage and the refusal', () => {
    expect(storageUsedText(12.3 * MB, 100 * MB)).toBe('12.3 MB of 100 MB used');
    expect(quotaExceededMessage(98.6 * MB, 100 * MB)).toBe(
      'Your storage is full: 98.6 MB of 100 MB used. Delete files you no longer need, then try again.',
    );
  });
});
