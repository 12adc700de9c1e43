import { describe, expect, it } from 'vitest';
import { fullName, initials, menuLabel } from './user-display';

describe('initials', () => {
  it('uses the first letters of first and last name', () => {
    expect(initials({ firstName: 'jane', lastName: 'doe', email: 'x@y.z' })).toBe('JD');
  });
  it('falls back to the first two letters of the e-mail in capitals', () => {
    expect(initials({ firstName: 'Jane', lastName: null, email: 'racer@club.org' })).toBe('RA');
    expect(initials({ firstName: null, lastName: 'Doe', email: 'racer@club.org' })).toBe('RA');
    expect(initials({ firstName: '  ', lastName: ' ', email: 'ab@c.d' })).toBe('AB');
  });
  it("falls back to 'U'", () => {
    expect(initials({ firstName: 'Jane', lastName: '', email: '' })).toBe('U');
    expect(initials(null)).toBe('U');
  });
});

describe('menuLabel', () => {
  it('uses the first name', () => {
    expect(menuLabel({ firstName: 'Jane', lastName: 'Doe', email: 'racer@club.org' })).toBe('Jane');
  });
  it('falls back to the part of the e-mail before the @', () => {
    expect(menuLabel({ firstName: null, email: 'racer@club.org' })).toBe('racer');
    expect(menuLabel({ firstName: ' ', email: 'racer@club.org' })).toBe('racer');
  });
  it("falls back to 'User'", () => {
    expect(menuLabel({ firstName: null, email: null })).toBe('User');
    expect(menuLabel({ email: '@club.org' })).toBe('User');
    expect(menuLabel(undefined)).toBe('User');
  });
});

describe('fullName', () => {
  it('joins whichever names exist', () => {
    expect(fullName({ firstName: 'Jane', lastName: 'Doe' })).toBe('Jane Doe');
    expect(fullName({ firstName: null, lastName: 'Doe' })).toBe('Doe');
    expect(fullName({})).toBe('');
  });
});
