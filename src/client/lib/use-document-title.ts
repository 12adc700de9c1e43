import { useEffect } from 'react';

export const APP_NAME = 'RC Setup Assistant';

/** Sets '<Page> | RC Setup Assistant' so tabs, history and screen readers name the page. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} | ${APP_NAME}`;
  }, [page]);
}
