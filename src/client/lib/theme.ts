/** Theme storage shared by the header toggle and public/theme-init.js (which runs before paint). */
export const THEME_STORAGE_KEY = 'theme';
export const THEMES = ['basic', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'basic';

export function readStoredTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return THEMES.find((t) => t === stored) ?? DEFAULT_THEME;
  } catch {
    // Storage can be blocked (privacy modes); the default still works.
    return DEFAULT_THEME;
  }
}

/** The browser bar per theme: the basic theme's primary orange, the dark theme's header (styles.css). */
export const THEME_COLORS: Record<Theme, string> = { basic: '#c2410c', dark: '#111827' };

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name=theme-color]'))
    meta.content = THEME_COLORS[theme];
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not persisted, but the page still switches.
  }
}
