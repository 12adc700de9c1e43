import { WaitingBadge } from '../../../components/outbox/waiting-badge';

/**
 * A run logged offline and not sent yet (issue 29) is only on this phone: nothing to edit or delete
 * on the server yet, and its figures are the browser's (worked out by the server's own code).
 */
export function WaitingRunNote() {
  return (
    <div className="flex flex-col gap-1">
      <WaitingBadge />
      <p className="text-sm text-muted-foreground">
        Kept on this phone and sent once you are back online; edit or delete it then. Its figures are worked
        out here, as the server will.
      </p>
    </div>
  );
}

/** The server records the setups installed on the car when the run reaches it, not before. */
export function WaitingRunSetup() {
  return (
    <p className="text-sm text-muted-foreground">Setups: those installed on the car when the run is sent.</p>
  );
}
