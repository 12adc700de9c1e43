// Runs before first paint (an external file, as the CSP forbids inline scripts) so a racer who chose
// the dark theme never sees a flash of the light one. Mirrors src/client/lib/theme.ts.
(() => {
  let theme = 'basic';
  try {
    if (window.localStorage.getItem('theme') === 'dark') theme = 'dark';
  } catch {
    // Storage blocked: keep the default.
  }
  document.documentElement.dataset.theme = theme;
  // The browser bar follows the chosen theme, not the system's (lib/theme.ts THEME_COLORS).
  for (const meta of document.querySelectorAll('meta[name="theme-color"]'))
    meta.content = theme === 'dark' ? '#111827' : '#c2410c';
})();
