import { DERIVED_GEARING, derivedGearingValues } from '../../../../shared/gearing/sheet';
import { relativeTime } from '../../../../shared/relative-time';
import type {
  SetupVersion,
  StoredValue,
  VersionOutcome,
  VersionSource,
} from '../../../../shared/schemas/setup-version';
import { contentLabel, type SetupKindName } from '../../../../shared/setup-content';
import {
  EMPTY_VALUE,
  FILE_FIELD,
  FILE_FIELDS,
  formatStoredValue,
  type RecordNames,
} from '../../../../shared/setup-values';
import type { VehicleFacts } from '../../../../shared/vehicle-class';
import { formatMoment } from '../../../lib/local-dates';
import type { SetupTab } from '../kinds/setup-kind';

/**
 * A setup's history as a racer reads it: each version's changes as "Rear spring: Blue → Silver", and one
 * field's values over time. Both are worked out from the versions list alone (GET …/versions), whose
 * changes, applied oldest first, give every version's content.
 */

/** The API's name for the kind a tab shows (the versions routes, compare's `kind=`). */
export const contentKindOf = (kind: { tab: SetupTab }): SetupKindName =>
  kind.tab === 'car' ? 'setup-sheet' : 'esc-setup';

/** 'Yesterday · 3 Mar, 14:32': how long ago, then the moment itself. */
export const versionMoment = (iso: string, now?: Date): string =>
  `${relativeTime(iso, now)} · ${formatMoment(new Date(iso), now)}`;

export const SOURCE_LABELS: Record<VersionSource, string> = {
  create: 'Created',
  edit: 'Edited',
  restore: 'Restored',
  copy: 'Copied',
  wizard: 'Tuning wizard',
  compare: 'From compare',
  import: 'Imported',
  gearing: 'Gearing calculator',
};

export const OUTCOME_LABELS: Record<VersionOutcome, string> = {
  better: 'Better',
  worse: 'Worse',
  same: 'Same',
  untested: 'Untested',
};

type Content = Record<string, StoredValue>;

/** The attached file as one value: its name, 'A file' without one, the dash when none. */
export function fileValue(content: Readonly<Record<string, unknown>>): string {
  if (!content.fileUrl) return EMPTY_VALUE;
  return typeof content.fileName === 'string' && content.fileName ? content.fileName : 'A file';
}

export interface ChangeLine {
  /** The content field; the file's three are one line under FILE_FIELD. */
  field: string;
  label: string;
  from: string;
  to: string;
  /** Worked out from other fields (FDR, rollout), not written by the racer: not counted as a value. */
  derived?: true;
}

/** The kind of car a version's content ran on (its rcCarId then), for what is worked out from it. */
export type FactsOf = (content: Readonly<Record<string, StoredValue>>) => VehicleFacts | null;

/**
 * FDR and rollout (issue 19) where a version moved them: "FDR (calculated): 8.78 → 8.42" after
 * "Pinion: 24T → 25T". Worked out on both sides from the content then; an ESC setup has no gearing.
 */
function derivedLines(before: Content, after: Content, factsOf: FactsOf): ChangeLine[] {
  const from = derivedGearingValues(before, factsOf(before));
  const to = derivedGearingValues(after, factsOf(after));
  return DERIVED_GEARING.flatMap(({ key, label }) =>
    from[key] === to[key]
      ? []
      : [
          {
            field: key,
            label,
            from: from[key] ?? EMPTY_VALUE,
            to: to[key] ?? EMPTY_VALUE,
            derived: true as const,
          },
        ],
  );
}

export interface TimelineEntry extends SetupVersion {
  lines: ChangeLine[];
}

/**
 * Each version (newest first, as the API sends them) with its changes in the racer's words, and what
 * they did to the values worked out from them (with `factsOf`, the car's kind).
 */
export function timeline(
  versions: readonly SetupVersion[],
  names: RecordNames,
  factsOf: FactsOf = () => null,
): TimelineEntry[] {
  const content: Content = {};
  const entries = [...versions].reverse().map((version) => {
    const before = { ...content };
    for (const change of version.changes) content[change.field] = change.to;
    const lines: ChangeLine[] = [];
    let fileDone = false;
    for (const change of version.changes) {
      if (FILE_FIELDS.has(change.field)) {
        if (fileDone) continue;
        fileDone = true;
        const line = { from: fileValue(before), to: fileValue(content) };
        lines.push({ field: FILE_FIELD, label: contentLabel(FILE_FIELD), ...line });
        continue;
      }
      lines.push({
        field: change.field,
        label: contentLabel(change.field),
        from: formatStoredValue(change.field, change.from, names),
        to: formatStoredValue(change.field, change.to, names),
      });
    }
    lines.push(...derivedLines(before, content, factsOf));
    return { ...version, lines };
  });
  return entries.reverse();
}

export interface FieldValueAt {
  version: number;
  createdAt: string;
  value: string;
}

/** One field's values over time, newest first: each version that set it, with what it set. */
export function fieldHistory(
  versions: readonly SetupVersion[],
  field: string,
  names: RecordNames,
): FieldValueAt[] {
  return versions.flatMap((version) => {
    const change = version.changes.find((c) => c.field === field);
    return change
      ? [
          {
            version: version.version,
            createdAt: version.createdAt,
            value: formatStoredValue(field, change.to, names),
          },
        ]
      : [];
  });
}
