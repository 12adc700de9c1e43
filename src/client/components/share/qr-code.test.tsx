import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode } from './qr-code';

describe('QrCode', () => {
  it('draws the link as a labelled SVG of the printed size', () => {
    render(<QrCode url="https://example.test/s/abcdefghijk" label="QR code for the shared setup" />);
    const svg = screen.getByRole('img', { name: 'QR code for the shared setup' });
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg).toHaveStyle({ width: '40mm', height: '40mm' });
    // A real code: many modules, not an empty frame.
    expect(svg.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(svg.querySelector('path:last-of-type')?.getAttribute('d')?.length ?? 0).toBeGreaterThan(200);
  });

  it('draws a different code for a different link', () => {
    const { container, rerender } = render(<QrCode url="https://example.test/s/aaaaaaaaaa" label="a" />);
    const first = container.innerHTML;
    rerender(<QrCode url="https://example.test/s/bbbbbbbbbb" label="a" />);
    expect(container.innerHTML).not.toBe(first);
  });
});
