import type { Car } from '../../../../shared/schemas/car';
import type { SetupSheet } from '../../../../shared/schemas/setup-sheet';
import type { User } from '../../../../shared/schemas/user';
import { Dialog } from '../../../components/ui/dialog';
import { ShareForm } from './share-form';

interface ShareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sheet: SetupSheet;
  car: Car | undefined;
  user: User;
}

/** SPEC §2 Share dialog. The form mounts with each opening, so it is prefilled afresh every time. */
export function ShareDialog({ open, onOpenChange, sheet, car, user }: ShareDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share to Community"
      description="Everyone will see these details with the sheet's tuning values and attached file."
    >
      {open && <ShareForm sheet={sheet} car={car} user={user} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}
