import { Columns2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { COMPARE_MAX_REFS, type CompareKind } from '../../../shared/schemas/compare';
import type { SetupRecord } from '../../lib/resources/setups';
import { Button } from '../ui/button';
import { CancelAndSubmit, Dialog } from '../ui/dialog';
import { CommunitySetups, EarlierVersion, OwnSetups, type PickState } from './picker-sections';

interface ComparePickerProps {
  kind: CompareKind;
  signedIn: boolean;
  /** The racer's setup compared from: its earlier versions are offered, its car's setups come first. */
  base?: Pick<SetupRecord, 'id' | 'version'>;
  /** The refs already in the compare (the base's among them): not offered again, and they count. */
  current: readonly string[];
  /** 'Compare with…' or 'Add a setup'. */
  label: string;
  onPick: (refs: string[]) => void;
}

/**
 * "Compare with…" (the setup read view) and "Add a setup" (the compare screen): tick up to as many
 * setups as the compare has room for (four in all) from my other setups of the kind, an earlier version
 * of the base setup, and for car setup sheets the community's. Visitors get the community part only.
 */
export function ComparePicker({ kind, signedIn, base, current, label, onPick }: ComparePickerProps) {
  const [open, setOpen] = useState(false);
  const room = COMPARE_MAX_REFS - current.length;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={label}
      description={`Choose up to ${room} ${room === 1 ? 'setup' : 'setups'} to see side by side.`}
      trigger={
        <Button variant="secondary" disabled={room <= 0}>
          <Columns2 aria-hidden="true" className="size-4" />
          {label}
        </Button>
      }
    >
      <PickerForm
        kind={kind}
        signedIn={signedIn}
        base={base}
        current={current}
        room={room}
        onCancel={() => setOpen(false)}
        onPick={(refs) => {
          setOpen(false);
          onPick(refs);
        }}
      />
    </Dialog>
  );
}

function PickerForm({
  kind,
  signedIn,
  base,
  current,
  room,
  onCancel,
  onPick,
}: Omit<ComparePickerProps, 'label'> & { room: number; onCancel: () => void }) {
  const [picked, setPicked] = useState<string[]>([]);
  const [version, setVersion] = useState('');
  const count = picked.length + (version ? 1 : 0);
  const state: PickState = {
    picked: new Set(picked),
    full: count >= room,
    toggle: (ref, on) => setPicked((list) => (on ? [...list, ref] : list.filter((r) => r !== ref))),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (count === 0) return;
    // Own setups first, then the version, then the community: the order of the columns.
    const ordered = [
      ...picked.filter((r) => !r.startsWith('public:')),
      ...(version ? [version] : []),
      ...picked.filter((r) => r.startsWith('public:')),
    ];
    onPick(ordered);
  };
  return (
    <form aria-label="Choose setups to compare" onSubmit={submit} className="flex flex-col gap-5">
      {signedIn && <OwnSetups kind={kind} base={base} current={current} state={state} />}
      {signedIn && base && (
        <EarlierVersion kind={kind} base={base} value={version} onChange={setVersion} disabled={state.full} />
      )}
      {kind === 'setup-sheet' && <CommunitySetups current={current} state={state} />}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {count} of {room} chosen
      </p>
      <CancelAndSubmit onCancel={onCancel} pending={false} submitLabel="Compare" />
    </form>
  );
}
