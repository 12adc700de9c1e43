import { describe, expect, it } from 'vitest';
import { communityIdFrom, compareHref, ownNowId, ownRef, publicRef, splitRefs } from './compare-link';

describe('compare links', () => {
  it('writes the URL every entry point links to, refs as the API reads them', () => {
    expect(compareHref('setup-sheet', [ownRef(12, 3), ownRef(12)])).toBe(
      '/compare?kind=setup-sheet&refs=12@3,12',
    );
    expect(compareHref('esc-setup', ['4', publicRef(45)])).toBe('/compare?kind=esc-setup&refs=4,public:45');
  });

  it('reads refs back, and tells my setup as it is now from a version or a community setup', () => {
    expect(splitRefs(' 12, ,12@3,public:45,')).toEqual(['12', '12@3', 'public:45']);
    expect(splitRefs(null)).toEqual([]);
    expect(['12', '12@3', 'public:45'].map(ownNowId)).toEqual([12, undefined, undefined]);
  });

  it('takes a pasted community link, public:id or a bare id, and nothing else', () => {
    for (const text of [
      'https://rc.example.org/public-setups/45',
      '/public-setups/45?highlight=1',
      'public:45',
      ' 45 ',
    ])
      expect(communityIdFrom(text)).toBe(45);
    for (const text of ['', 'winter', '/setup-sheets/45x', '0', '99999999999', 'public-setups/4 5'])
      expect(communityIdFrom(text)).toBeUndefined();
  });
});
