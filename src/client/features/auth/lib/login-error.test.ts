import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { loginErrorMessage } from './login-error';

describe('loginErrorMessage (SPEC §8)', () => {
  it('shows the one answer for an unknown account or a wrong password', () => {
    expect(loginErrorMessage(new ApiError(401, 'Incorrect email, username or password'))).toBe(
      'Incorrect email, username or password',
    );
  });
  it("strips '401: ' and shows anything else as is", () => {
    expect(loginErrorMessage(new ApiError(401, 'Account locked'))).toBe('Account locked');
    expect(loginErrorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(loginErrorMessage(new ApiError(500, 'Internal Server Error'))).toBe('500: Internal Server Error');
  });
  it('shows the message of a rate limit', () => {
    expect(loginErrorMessage(new ApiError(429, 'Too many attempts. Try again in 30 seconds.'))).toBe(
      'Too many attempts. Try again in 30 seconds.',
    );
  });
});
