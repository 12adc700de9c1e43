import { type UseQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import type { CompareKind } from '../../../shared/schemas/compare';
import type { PublicSetup } from '../../../shared/schemas/public-setup';
import { communityIdFrom, ownNowId, ownRef, publicRef } from '../../lib/compare-link';
import { formatLocalDate } from '../../lib/local-dates';
import { carOptionLabel, useCars } from '../../lib/resources/cars';
import { escSetups } from '../../lib/resources/esc-setups';
import { publicSetupListQuery } from '../../lib/resources/public-setups';
import { setupSheets } from '../../lib/resources/setup-sheets';
import { loadedVersions, versionsQuery } from '../../lib/resources/setup-versions';
import type { SetupRecord } from '../../lib/resources/setups';
import { SelectField, TextField } from '../ui/form-field';

/** The three sources "Compare with…" picks from: my other setups, an earlier version, the community. */

export interface PickState {
  picked: ReadonlySet<string>;
  /** No more may be ticked: the compare holds four at most. */
  full: boolean;
  toggle: (ref: string, on: boolean) => void;
}

function Choice({
  refValue,
  label,
  detail,
  state,
}: {
  refValue: string;
  label: string;
  detail?: string;
  state: PickState;
}) {
  const checked = state.picked.has(refValue);
  return (
    <label className="flex min-h-10 cursor-pointer items-start gap-3 rounded-md px-2 py-2 hover:bg-muted">
      <input
        type="checkbox"
        className="mt-1 size-4 accent-primary"
        checked={checked}
        disabled={!checked && state.full}
        onChange={(event) => state.toggle(refValue, event.target.checked)}
      />
      <span className="flex min-w-0 flex-col">
        <span className="break-words">{label}</span>
        {detail && <span className="text-sm text-muted-foreground break-words">{detail}</span>}
      </span>
    </label>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * My other setups of this kind as ticks, those on the base setup's car first (a racer compares the
 * car's sheets far more often than two cars'); those already in the compare are not offered.
 */
export function OwnSetups({
  kind,
  base,
  current,
  state,
}: {
  kind: CompareKind;
  base?: Pick<SetupRecord, 'id'>;
  current: readonly string[];
  state: PickState;
}) {
  const query: UseQueryOptions<SetupRecord[], Error> =
    kind === 'setup-sheet' ? setupSheets.listQuery : escSetups.listQuery;
  const list = useQuery(query);
  const cars = useCars();
  const shown = new Set(current.map(ownNowId));
  const car = list.data?.find((s) => s.id === base?.id)?.rcCarId ?? undefined;
  const onCar = (s: SetupRecord) => Number(car !== undefined && s.rcCarId === car);
  const setups = (list.data ?? [])
    .filter((s) => s.id !== base?.id && !shown.has(s.id))
    .sort((a, b) => onCar(b) - onCar(a));
  const carName = (id: number | null) => {
    const car = cars.data?.find((c) => c.id === id);
    return car ? carOptionLabel(car) : undefined;
  };
  return (
    <Section title="My setups">
      {list.isPending ? (
        <p className="text-sm text-muted-foreground">Loading your setups...</p>
      ) : setups.length === 0 ? (
        <p className="text-sm text-muted-foreground">No other setups of this kind yet.</p>
      ) : (
        <div className="flex max-h-60 flex-col overflow-y-auto">
          {setups.map((s) => (
            <Choice
              key={s.id}
              refValue={ownRef(s.id)}
              label={s.name}
              detail={carName(s.rcCarId)}
              state={state}
            />
          ))}
        </div>
      )}
    </Section>
  );
}

/** One earlier version of the base setup, newest first (its current version is the base itself). */
export function EarlierVersion({
  kind,
  base,
  value,
  onChange,
  disabled,
}: {
  kind: CompareKind;
  base: Pick<SetupRecord, 'id' | 'version'>;
  value: string;
  onChange: (ref: string) => void;
  disabled: boolean;
}) {
  // The newest page of versions (500): the ones a racer compares against.
  const versions = useInfiniteQuery({ ...versionsQuery(kind, base.id), select: loadedVersions });
  const earlier = (versions.data ?? []).filter((v) => v.version !== base.version);
  if (versions.isSuccess && earlier.length === 0) return null;
  return (
    <SelectField
      label="An earlier version of this setup"
      value={value}
      disabled={disabled && value === ''}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">None</option>
      {earlier.map((v) => (
        <option key={v.version} value={ownRef(base.id, v.version)}>
          {`Version ${v.version}, ${formatLocalDate(new Date(v.createdAt))}${v.note ? `: ${v.note.slice(0, 60)}` : ''}`}
        </option>
      ))}
    </SelectField>
  );
}

const communityLabel = (s: PublicSetup) =>
  s.eventName?.trim() || [s.vehicleMake, s.vehicleModel].filter(Boolean).join(' ') || 'Shared setup';
const communityDetail = (s: PublicSetup) =>
  [[s.vehicleMake, s.vehicleModel].filter(Boolean).join(' '), s.driverName, s.publicTrackName]
    .filter(Boolean)
    .join(' · ');

/**
 * A community setup: search the shared setups, or paste one's link (or id). The search waits for a
 * pause in typing, so a word typed is one request, not one per letter.
 */
export function CommunitySetups({ current, state }: { current: readonly string[]; state: PickState }) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const pastedId = communityIdFrom(search);
  const params = new URLSearchParams({ q: search, pageSize: '5' });
  const results = useQuery({ ...publicSetupListQuery(params.toString()), enabled: pastedId === undefined });
  const items = (results.data?.items ?? []).filter((s) => !current.includes(publicRef(s.id)));
  return (
    <Section title="A community setup">
      <TextField
        label="Search, or paste a community link"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Track, car or driver"
      />
      {pastedId !== undefined ? (
        current.includes(publicRef(pastedId)) ? (
          <p className="text-sm text-muted-foreground">That setup is already in the compare.</p>
        ) : (
          <Choice refValue={publicRef(pastedId)} label={`Community setup ${pastedId}`} state={state} />
        )
      ) : results.isSuccess && items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No shared setups found.</p>
      ) : (
        items.map((s) => (
          <Choice
            key={s.id}
            refValue={publicRef(s.id)}
            label={communityLabel(s)}
            detail={communityDetail(s)}
            state={state}
          />
        ))
      )}
    </Section>
  );
}
