/**
 * SPEC §8 "Login failure": drop the '401: ' prefix, then name the two known failures in racer terms.
 * A 429 (rate limit) shows the server's own wait message without its status.
 */
export function loginErrorMessage(error: Error): string {
  const message = error.message.replace(/^(401|429): /, '');
  if (message.includes('No account found')) return 'Email address not found. Try again or Sign Up';
  if (message.includes('Incorrect password')) return 'Incorrect password';
  return message;
}
