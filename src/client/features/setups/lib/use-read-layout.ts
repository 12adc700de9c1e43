import { useCallback, useState } from 'react';

/**
 * How a stored setup reads (issue 33 item 3): the compact kit sheet (the default: a full 1:8 sheet in
 * three phone screens) or the Track view's large values. A choice of this device, not of the racer, as
 * the theme is: kept in localStorage under one key for car sheets and ESC setups alike.
 */
export const READ_LAYOUTS = ['sheet', 'track'] as const;
export type ReadLayout = (typeof READ_LAYOUTS)[number];
export const READ_LAYOUT_KEY = 'rc-read-layout';

export function readStoredLayout(): ReadLayout {
  try {
    const stored = window.localStorage.getItem(READ_LAYOUT_KEY);
    return READ_LAYOUTS.find((l) => l === stored) ?? 'sheet';
  } catch {
    // Storage can be blocked (privacy modes): the default still reads.
    return 'sheet';
  }
}

export function useReadLayout(): [ReadLayout, (layout: ReadLayout) => void] {
  const [layout, setLayout] = useState<ReadLayout>(readStoredLayout);
  const choose = useCallback((next: ReadLayout) => {
    setLayout(next);
    try {
      window.localStorage.setItem(READ_LAYOUT_KEY, next);
    } catch {
      // Not remembered, but this page still switches.
    }
  }, []);
  return [layout, choose];
}
