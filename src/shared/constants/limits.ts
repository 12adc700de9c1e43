/** Business limits from SPEC §9, shared by server validation and client forms. */
export const MIN_PASSWORD_LENGTH = 6;
export const USERNAME_MAX_LENGTH = 50;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const ALLOWED_UPLOAD_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
] as const;
/** The longest side of the copy an uploaded image's url serves (the server scales larger ones down). */
export const UPLOAD_WEB_MAX_PX = 1600;
/** The longest side of an uploaded image's thumbnail (`?size=thumb`). */
export const UPLOAD_THUMB_MAX_PX = 400;
export const DASHBOARD_LIST_LIMIT = 3;
export const MOBILE_BREAKPOINT_PX = 768;
export const SPLASH_DURATION_MS = 3500;
export const SPLASH_FADE_MS = 300;
