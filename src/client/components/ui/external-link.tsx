import type { ComponentProps } from 'react';

type ExternalLinkProps = Omit<ComponentProps<'a'>, 'target' | 'rel'> & { href: string };

/**
 * A link that opens in a new tab. `noopener noreferrer` keeps the other site from reaching back
 * through window.opener and from learning which page sent the racer; the hidden text tells screen
 * reader users that focus will move to a new tab (WCAG 3.2.5 advice).
 */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
