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

let timeOnly: Intl.DateTimeFormat | undefined;
let dayAndTime: Intl.DateTimeFormat | undefined;
let fullDateAndTime: Intl.DateTimeFormat | undefined;

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/**
 * A moment of today as its local time ('14:32'), of another day this year with the day ('3 Mar,
 * 14:32'), of another year with the year too: what "Restore unsaved changes from …?" needs.
 */
export function formatMoment(date: Date, now: Date = new Date()): string {
  if (sameDay(date, now)) {
    timeOnly ??= new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
    return timeOnly.format(date);
  }
  if (date.getFullYear() === now.getFullYear()) {
    dayAndTime ??= new Intl.DateTimeFormat(undefined, {
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
    });
    return dayAndTime.format(date);
  }
  fullDateAndTime ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return fullDateAndTime.format(date);
}
