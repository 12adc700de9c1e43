/**
 * Brings the first field with an error (in the form's order) to the middle of the screen and focuses
 * it. Centred rather than scrolled to the top edge, so neither the sticky header nor a phone's sticky
 * Save bar covers it; react-hook-form's own focusing is turned off, as the browser would scroll the
 * field just under the header.
 */
export function revealFirstError(form: HTMLFormElement | null, errors: Readonly<Record<string, unknown>>) {
  const names = new Set(Object.keys(errors));
  const field = Array.from(form?.elements ?? []).find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && names.has(element.getAttribute('name') ?? ''),
  );
  if (!field) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  field.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
  field.focus({ preventScroll: true });
}
