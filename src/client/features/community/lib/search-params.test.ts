import { describe, expect, it } from 'vitest';
import {
  apiQueryString,
  clearFilters,
  hasFilters,
  readHighlight,
  readSearch,
  writeSearch,
} from './search-params';

const params = (query: string) => new URLSearchParams(query);

describe('community search ↔ URL', () => {
  it('reads every field, with defaults for what is missing', () => {
    expect(readSearch(params(''))).toEqual({
      q: '',
      manufacturer: '',
      model: '',
      surface: '',
      conditions: '',
      sort: 'newest',
      page: 1,
    });
    expect(
      readSearch(
        params(
          'q=sam+lap&manufacturer=Tekno+RC&model=EB48+2.2&surface=Clay&conditions=Dry%2FDusty&sort=name&page=3',
        ),
      ),
    ).toEqual({
      q: 'sam lap',
      manufacturer: 'Tekno RC',
      model: 'EB48 2.2',
      surface: 'Clay',
      conditions: 'Dry/Dusty',
      sort: 'name',
      page: 3,
    });
  });

  it('falls back to defaults on malformed values instead of failing the page', () => {
    const search = readSearch(params(`sort=oldest&page=-2&q=${'x'.repeat(300)}`));
    expect(search.sort).toBe('newest');
    expect(search.page).toBe(1);
    expect(search.q).toHaveLength(200);
    expect(readSearch(params('page=2.5')).page).toBe(1);
    expect(readSearch(params('page=99999')).page).toBe(10_000);
  });

  it('writes changes, keeps the highlight, and goes back to page 1 on anything but a page turn', () => {
    const start = params('highlight=7&q=clay&page=3');
    expect(writeSearch(start, { surface: 'Clay' }).toString()).toBe('highlight=7&q=clay&surface=Clay');
    expect(writeSearch(start, { page: 4 }).toString()).toBe('highlight=7&q=clay&page=4');
    expect(writeSearch(start, { page: 1 }).toString()).toBe('highlight=7&q=clay');
    expect(writeSearch(start, { sort: 'name' }).get('sort')).toBe('name');
    expect(writeSearch(params('sort=name'), { sort: 'newest' }).has('sort')).toBe(false);
  });

  it('forgets the model when the manufacturer changes', () => {
    const start = params('manufacturer=Tekno+RC&model=EB48+2.2');
    expect(writeSearch(start, { manufacturer: 'XRAY' }).toString()).toBe('manufacturer=XRAY');
    expect(writeSearch(start, { manufacturer: '' }).toString()).toBe('');
  });

  it('clears the words and filters, keeping the sort and the highlight', () => {
    const start = params(
      'q=a&manufacturer=XRAY&model=XB2&surface=Clay&conditions=Wet%2FMuddy&sort=name&page=2&highlight=5',
    );
    expect(clearFilters(start).toString()).toBe('sort=name&highlight=5');
    expect(hasFilters(readSearch(start))).toBe(true);
    expect(hasFilters(readSearch(params('sort=name&page=2')))).toBe(false);
  });

  it('builds the API query with only what differs from the server defaults', () => {
    expect(apiQueryString(readSearch(params('highlight=3')))).toBe('');
    expect(apiQueryString(readSearch(params('q=tekno+eb48&surface=Treated&sort=name&page=2')))).toBe(
      'q=tekno+eb48&surface=Treated&sort=name&page=2',
    );
  });

  it('reads the highlight only as a positive whole number', () => {
    expect(readHighlight(params('highlight=12'))).toBe(12);
    for (const bad of ['', 'highlight=', 'highlight=abc', 'highlight=0', 'highlight=-1', 'highlight=1.5'])
      expect(readHighlight(params(bad))).toBeUndefined();
  });
});
