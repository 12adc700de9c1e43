/** The eight security questions a racer picks two of at sign-up (SPEC §3). */
export const SECURITY_QUESTIONS = [
  'What was the name of your first pet?',
  "What is your mother's maiden name?",
  'In what city were you born?',
  'What was the name of your first school?',
  'What is your favourite movie?',
  'What was the model of your first car?',
  'What is the name of the street you grew up on?',
  'What is your favourite food?',
] as const;

export type SecurityQuestion = (typeof SECURITY_QUESTIONS)[number];

/**
 * How long after sign-up a racer may set the first answers without typing the password again
 * (PUT /api/security-questions): the sign-up step asks them right after the password was typed.
 * Any later setting or change asks for the current password (docs/decisions/accounts-and-security.md).
 */
export const FIRST_ANSWERS_WITHOUT_PASSWORD_MS = 60 * 60 * 1000;
