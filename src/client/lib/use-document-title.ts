import { useEffect } from 'react';

export const APP_NAME = 'RC Setup Assistant';

/**
 * Sets '<Page> | RC Setup Assistant' so tabs, history and screen readers name the page. Without a page
 * (the public home) the title is the product name alone, as in index.html.
 */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} | ${APP_NAME}` : APP_NAME;
  }, [page]);
}
