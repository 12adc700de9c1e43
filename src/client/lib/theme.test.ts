import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, THEME_COLORS } from './theme';

describe('applyTheme', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    window.localStorage.clear();
  });

  it("keeps both theme-color metas (light and dark system schemes) on the chosen theme's colour", () => {
    document.head.innerHTML = `
      <meta name="theme-color" media="(prefers-color-scheme: light)" content="#c2410c">
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#111827">`;
    const colours = () =>
      [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((m) => m.content);
    applyTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(colours()).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
    applyTheme('basic');
    expect(colours()).toEqual(['#c2410c', '#c2410c']);
  });
});
