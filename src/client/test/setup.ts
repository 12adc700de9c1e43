import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { takeContractViolations } from './api-contract';

// The first test of a file waits for Vite to transform its lazy route chunk; on a busy 2-core
// machine that alone can pass Testing Library's 1 s default, failing tests that are not wrong.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: our own secret-free hint cookie; the Cookie Store API is not in every browser (nor jsdom)
  document.cookie = 'rc_signed_in=; Max-Age=0; path=/';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Last, so the clean-up above has run: a mocked answer the real API could not give fails the test.
  const violations = [...new Set(takeContractViolations())];
  if (violations.length) throw new Error(violations.join('\n\n'));
});

// jsdom lacks these browser APIs, which Radix primitives and our media-query hook call.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
// ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};
// jsdom's Blob has no text() (every browser has); reading a setup file uses it.
Blob.prototype.text ??= function text(this: Blob) {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(this);
  });
};
