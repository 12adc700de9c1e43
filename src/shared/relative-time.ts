const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * SPEC §9 "Relative time": whole days since `iso` decide the wording (0 Today, 1 Yesterday,
 * under 7 'N days ago', under 30 'N weeks ago' with days/7 rounded down, else 'N months ago'
 * with days/30 rounded down). Days are counted between calendar dates in the viewer's time zone,
 * so something saved late yesterday reads 'Yesterday', not 'Today'.
 */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return 'Recently';
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.max(0, Math.round((startOf(now) - startOf(then)) / DAY_MS));
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return `${weeks} ${weeks === 1 ? 'week' : 'weeks'} ago`;
  }
  const months = Math.floor(days / 30);
  return `${months} ${months === 1 ? 'month' : 'months'} ago`;
}
