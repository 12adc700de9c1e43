// Date#toLocaleString and #toLocaleDateString build a new ICU formatter on every call: 12 cards
// on the community page spent 70 ms of a throttled phone's main thread on it. One formatter
// per style, made on first use, writes the very same text.
let dateTime: Intl.DateTimeFormat | undefined;
let dateOnly: Intl.DateTimeFormat | undefined;

/** What `date.toLocaleString()` shows: the viewer's local date and time. */
export function formatLocalDateTime(date: Date): string {
  dateTime ??= new Intl.DateTimeFormat(undefined, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return dateTime.format(date);
}

/** What `date.toLocaleDateString()` shows: the viewer's local date. */
export function formatLocalDate(date: Date): string {
  dateOnly ??= new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'numeric', day: 'numeric' });
  return dateOnly.format(date);
}
