import type { MessagePort } from 'node:worker_threads';
import type { ApiErrorCode } from '../../shared/schemas/error';
import type { ImportPreview } from '../../shared/schemas/run-import';
import type { Importer } from '../../shared/timing/preview';
import type { ReadExport } from '../data-transfer/read-export';
import type { PublishedPage } from './published-page';
import type { PickedRun, PickOutcome } from './timing-jobs';

/** What the heavy pool's worker (worker.ts) is asked to do; the pool (pool.ts) sends these. */
export type HeavyTask =
  | { kind: 'readExport'; zip: Uint8Array; quotaBytes: number }
  | { kind: 'previewTiming'; text: string; me: Importer }
  | { kind: 'pickRun'; text: string; race: number; driver: number }
  | { kind: 'pickRuns'; text: string; picks: Array<{ race: number; driver: number }> }
  | { kind: 'readPublished'; bytes: Uint8Array; contentType: string | null; url: string };

/** What each kind of task answers when it succeeds. */
export interface HeavyResults {
  readExport: ReadExport;
  previewTiming: ImportPreview;
  pickRun: PickedRun;
  pickRuns: PickOutcome[];
  readPublished: PublishedPage;
}

/** A task as it travels: `started` hears from the worker the moment it begins, arming the time limit. */
export type HeavyMessage = HeavyTask & { started: MessagePort };

/** An AppError does not survive the trip between threads: its parts do. */
export interface Refusal {
  status: number;
  message: string;
  code?: ApiErrorCode;
}

export type HeavyAnswer<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };
