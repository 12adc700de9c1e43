/**
 * SPEC §8 "Login failure", shown inline: the '401: ' or '429: ' prefix is dropped and the server's
 * own words shown. The server gives one answer for an unknown e-mail or username and for a wrong
 * password (no telling which accounts exist), and a rate limit says how long to wait.
 */
export function loginErrorMessage(error: Error): string {
  return error.message.replace(/^(401|429): /, '');
}
