import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInPath } from './return-to';

describe('safeReturnPath', () => {
  it.each([
    ['/settings', '/settings'],
    ['/setup-sheets?id=12&tab=esc', '/setup-sheets?id=12&tab=esc'],
    ['/public-setups/7?q=buggy', '/public-setups/7?q=buggy'],
    ['/fleet#car-3', '/fleet#car-3'],
    ['/public-setups/%2F%2Fevil.com', '/public-setups/%2F%2Fevil.com'],
  ])('follows the same-origin path %j', (target, expected) => {
    expect(safeReturnPath(target)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'settings',
    '//evil.com',
    '//evil.com/settings',
    '///evil.com',
    '/\\evil.com',
    '/\\/evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    'https://evil.com',
    'https://evil.com/settings',
    'javascript:alert(1)',
    'data:text/html,hi',
    ' /settings',
    '/auth',
    '/auth?returnTo=/settings',
  ])('sends %j to the dashboard', (target) => {
    expect(safeReturnPath(target)).toBe('/');
  });
});

describe('signInPath', () => {
  it('carries the page to come back to, encoded', () => {
    expect(signInPath('/setup-sheets?id=12&tab=esc')).toBe(
      '/auth?returnTo=%2Fsetup-sheets%3Fid%3D12%26tab%3Desc',
    );
  });
  it('is plain /auth for the home page or an unsafe target', () => {
    expect(signInPath('/')).toBe('/auth');
    expect(signInPath('//evil.com')).toBe('/auth');
  });
});
