/** "Live", with a dot that pulses (still for racers who ask for less motion); "Closed" once it ends. */
export function LiveBadge({ closed = false }: { closed?: boolean }) {
  if (closed) {
    return (
      <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-muted-foreground">
        Closed
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-danger px-2 py-0.5 text-xs font-semibold text-danger-foreground">
      <span aria-hidden="true" className="size-2 rounded-full bg-current motion-safe:animate-pulse" />
      Live
    </span>
  );
}
