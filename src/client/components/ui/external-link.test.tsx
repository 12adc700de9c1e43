import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExternalLink } from './external-link';

describe('ExternalLink', () => {
  it('opens a new tab without an opener or referrer, and says so to screen readers', () => {
    render(<ExternalLink href="https://www.teknorc.com">Tekno RC</ExternalLink>);
    const link = screen.getByRole('link', { name: 'Tekno RC (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.teknorc.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
