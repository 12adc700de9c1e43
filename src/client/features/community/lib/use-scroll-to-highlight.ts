import { useCallback, useRef } from 'react';

/**
 * A ref for the highlighted card that scrolls it into view the first time it appears, once per
 * highlight id: paging, filtering or a refetch must not keep yanking the page back to it.
 */
export function useScrollToHighlight(highlight: number | undefined) {
  const scrolledFor = useRef<number | undefined>(undefined);
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element || highlight === undefined || scrolledFor.current === highlight) return;
      scrolledFor.current = highlight;
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      element.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
    },
    [highlight],
  );
}
