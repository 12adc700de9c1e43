import { type ReactNode, useEffect, useRef } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../../shared/constants/limits';
import { cn } from '../../lib/cn';

interface ListEditorLayoutProps {
  list: ReactNode;
  editor: ReactNode;
  /** A setup is open in the editor (being edited or created). */
  active: boolean;
  /** Changes whenever another setup opens, so the view moves to it again. */
  activeKey: string;
}

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/** Where the sticky header ends, as the page's scroll-padding-top says (styles.css). */
const headerClearance = () =>
  Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;

/**
 * List beside editor from 768 px; below it (SPEC §2, §9) the list steps aside while a setup is open and
 * the view moves to the editor, whose title takes the focus: the card the racer tapped has just been
 * hidden, and focus must not fall back to the top of the page. Hidden with CSS, not unmounted, so the
 * list keeps its filter while the racer edits. Beside the list, the view moves only when the editor's
 * top has scrolled away above the header (a card tapped far down a long list); focus stays on the card.
 * Either way the editor stops below the sticky header (the page's scroll-padding-top).
 */
export function ListEditorLayout({ list, editor, active, activeKey }: ListEditorLayoutProps) {
  const editorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = editorRef.current;
    if (!active || !element) return;
    const phone = window.matchMedia(MOBILE_QUERY).matches;
    if (!phone && element.getBoundingClientRect().top >= headerClearance()) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    if (phone) element.querySelector<HTMLElement>('[data-editor-title]')?.focus({ preventScroll: true });
    // activeKey is read to run again when another setup opens.
    void activeKey;
  }, [active, activeKey]);

  return (
    <div className="grid items-start gap-6 md:grid-cols-[minmax(16rem,1fr)_minmax(0,2fr)]">
      <div className={cn('min-w-0', active && 'max-md:hidden')}>{list}</div>
      <div ref={editorRef} className="min-w-0">
        {editor}
      </div>
    </div>
  );
}
