import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoment } from './local-dates';
import { draftKey, readDraft, removeDraft, removeDraftsOf, writeDraft } from './local-drafts';

const draft = (name: string) => ({
  values: { name },
  savedAt: '2025-06-01T12:32:00.000Z',
  baseUpdatedAt: null,
});

describe('drafts kept in the browser', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keys each draft by racer, kind and setup, and reads back what was written', () => {
    expect(draftKey(7, 'car', 12)).toBe('rc-draft:7:car:12');
    expect(draftKey(7, 'esc', 'new')).toBe('rc-draft:7:esc:new');
    writeDraft(draftKey(7, 'car', 12), draft('Dry clay'));
    expect(readDraft(draftKey(7, 'car', 12))).toEqual(draft('Dry clay'));
    expect(readDraft(draftKey(8, 'car', 12))).toBeUndefined();
    removeDraft(draftKey(7, 'car', 12));
    expect(readDraft(draftKey(7, 'car', 12))).toBeUndefined();
  });

  it('drops a draft it cannot read instead of failing', () => {
    window.localStorage.setItem('rc-draft:7:car:1', '{not json');
    window.localStorage.setItem('rc-draft:7:car:2', JSON.stringify({ values: {}, savedAt: 'yesterday' }));
    expect(readDraft('rc-draft:7:car:1')).toBeUndefined();
    expect(readDraft('rc-draft:7:car:2')).toBeUndefined();
    expect(window.localStorage.length).toBe(0);
  });

  it("removes one racer's drafts on sign-out and leaves everything else", () => {
    writeDraft(draftKey(7, 'car', 1), draft('a'));
    writeDraft(draftKey(7, 'esc', 'new'), draft('b'));
    writeDraft(draftKey(71, 'car', 1), draft('c'));
    window.localStorage.setItem('theme', 'dark');
    removeDraftsOf(7);
    expect(readDraft(draftKey(7, 'car', 1))).toBeUndefined();
    expect(readDraft(draftKey(7, 'esc', 'new'))).toBeUndefined();
    expect(readDraft(draftKey(71, 'car', 1))).toEqual(draft('c'));
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });

  it('keeps working when storage refuses (full, or switched off)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeDraft(draftKey(7, 'car', 1), draft('a'))).not.toThrow();
    expect(readDraft(draftKey(7, 'car', 1))).toBeUndefined();
  });
});

describe('the moment a draft was taken', () => {
  const now = new Date(2025, 5, 1, 18, 0);
  it('is a time today, a day and time this year, and with the year before that', () => {
    expect(formatMoment(new Date(2025, 5, 1, 14, 32), now)).toMatch(/14:32|2:32/);
    expect(formatMoment(new Date(2025, 2, 3, 14, 32), now)).toMatch(/3/);
    expect(formatMoment(new Date(2025, 2, 3, 14, 32), now)).not.toMatch(/2025/);
    expect(formatMoment(new Date(2024, 2, 3, 14, 32), now)).toMatch(/2024/);
  });
});
