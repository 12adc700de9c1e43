/** The BETA label SPEC §2 puts on the AI Setup Wizard cards. */
export function BetaBadge() {
  return (
    <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold tracking-wide text-accent-foreground">
      BETA
    </span>
  );
}
