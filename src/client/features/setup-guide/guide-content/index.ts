/*
 * Everything the guide says, for tests and for the lazily loaded tab panels. Components on the page's
 * first render import the small files directly (tab-list, quick-reference, fundamentals) so that the
 * guide text stays in its own chunk.
 */
export { FUNDAMENTALS, SETUP_PRINCIPLES } from './fundamentals';
export { GUIDE_TABS } from './guide-tabs';
export { QUICK_REFERENCE, type ReferenceSection } from './quick-reference';
export { DEFAULT_GUIDE_TAB, GUIDE_TAB_LIST } from './tab-list';
export * from './types';
