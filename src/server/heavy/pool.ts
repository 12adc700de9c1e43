import { MessageChannel } from 'node:worker_threads';
import pLimit from 'p-limit';
import { Piscina } from 'piscina';
import type { ImportPreview } from '../../shared/schemas/run-import';
import type { Importer } from '../../shared/timing/preview';
import type { HeavyConfig } from '../config';
import type { ReadExport } from '../data-transfer/read-export';
import { AppError } from '../errors';
import type { HeavyAnswer, HeavyMessage, HeavyResults, HeavyTask } from './jobs';
import type { PublishedPage } from './published-page';
import type { PickedRun, PickOutcome } from './timing-jobs';

/** How the pool is sized and what one job may take (AppConfig.heavy; env HEAVY_*). */
export type HeavyPoolConfig = Pick<HeavyConfig, 'threads' | 'jobMs' | 'workerMb'>;

/**
 * From sources (Vitest, tsx) the worker is TypeScript, loaded through tsx by dev-worker.mjs; in the
 * bundle (dist/server/main.js) it is heavy-worker.js beside it (scripts/build.mjs).
 */
function workerFile(): string {
  const here = import.meta.url;
  return here.endsWith('.ts')
    ? new URL('./dev-worker.mjs', here).href
    : new URL('./heavy-worker.js', here).href;
}

/** What a job dropped because its client left answers: nobody reads it (the socket is gone). */
const cancelled = () =>
  new AppError(400, 'The request was cancelled before its file was read.', 'bad_request');

const seconds = (ms: number) => (ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`);

/**
 * One bounded pool of worker threads for the heavy, untrusted work of the import, the result-file
 * preview and the run import (issue 28). Jobs wait their turn here (p-limit, one per thread), so
 * piscina never queues and a job's time limit counts only its own running time.
 */
export class HeavyPool {
  private readonly pool: Piscina;
  private readonly turn: ReturnType<typeof pLimit>;

  constructor(
    private readonly config: HeavyPoolConfig,
    onError: (error: unknown) => void = () => {},
  ) {
    this.pool = new Piscina({
      filename: workerFile(),
      // No thread until the first heavy request; an idle one goes after a minute.
      minThreads: 0,
      maxThreads: config.threads,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: config.workerMb },
    });
    // A worker that fails outside a task (it could not start): logged; the pool replaces it.
    this.pool.on('error', onError);
    this.turn = pLimit(config.threads);
  }

  readExport(zip: Uint8Array, quotaBytes: number, gone?: AbortSignal | null): Promise<ReadExport> {
    // Fastify's body is a buffer of its own (not a slice of Node's pool): it moves, not copied.
    const owned = zip.byteOffset === 0 && zip.byteLength === zip.buffer.byteLength;
    const bytes = owned ? zip : new Uint8Array(zip);
    return this.run({ kind: 'readExport', zip: bytes, quotaBytes }, gone, [bytes.buffer as ArrayBuffer]);
  }

  previewTiming(text: string, me: Importer, gone?: AbortSignal | null): Promise<ImportPreview> {
    const task = { kind: 'previewTiming', text, me: { ...me, transponders: [...me.transponders] } } as const;
    return this.run(task, gone);
  }

  pickRun(text: string, race: number, driver: number, gone?: AbortSignal | null): Promise<PickedRun> {
    return this.run({ kind: 'pickRun', text, race, driver }, gone);
  }

  pickRuns(
    text: string,
    picks: readonly { race: number; driver: number }[],
    gone?: AbortSignal | null,
  ): Promise<PickOutcome[]> {
    const task = {
      kind: 'pickRuns',
      text,
      picks: picks.map((p) => ({ race: p.race, driver: p.driver })),
    } as const;
    return this.run(task, gone);
  }

  /** A followed results page (issue 30): its races, or the links to its race pages. */
  readPublished(bytes: Uint8Array, contentType: string | null, url: string): Promise<PublishedPage> {
    const copy = new Uint8Array(bytes);
    return this.run({ kind: 'readPublished', bytes: copy, contentType, url }, null, [copy.buffer]);
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }

  private run<K extends HeavyTask['kind']>(
    task: Extract<HeavyTask, { kind: K }>,
    gone?: AbortSignal | null,
    transfer: ArrayBuffer[] = [],
  ): Promise<HeavyResults[K]> {
    return this.turn(async () => {
      // The client left while the job waited for a thread: nobody is waiting for its answer.
      if (gone?.aborted) throw cancelled();
      const { port1, port2 } = new MessageChannel();
      const timeUp = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      // The clock starts when the worker begins the job, not while a new worker starts up.
      port1.once('message', () => {
        timer = setTimeout(() => timeUp.abort(), this.config.jobMs);
      });
      const message: HeavyMessage = { ...task, started: port2 };
      try {
        const answer = (await this.pool.run(message, {
          transferList: [port2, ...transfer],
          signal: gone ? AbortSignal.any([timeUp.signal, gone]) : timeUp.signal,
        })) as HeavyAnswer<HeavyResults[K]>;
        if (!answer.ok) {
          const { status, message: text, code } = answer.refusal;
          throw new AppError(status, text, code);
        }
        return answer.value;
      } catch (error) {
        if (gone?.aborted && !timeUp.signal.aborted) throw cancelled();
        throw this.refusalOf(error, timeUp.signal.aborted);
      } finally {
        clearTimeout(timer);
        port1.close();
      }
    });
  }

  /** A job past a limit is the file's doing: a 4xx that names the limit, never a 5xx. */
  private refusalOf(error: unknown, timedOut: boolean): unknown {
    if (timedOut)
      return new AppError(
        422,
        `This file took too long to read (limit ${seconds(this.config.jobMs)}), so nothing was read from it. A real export or result file reads in a second or two: check it is the right file.`,
        'too_slow_to_read',
      );
    if ((error as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY')
      return new AppError(
        413,
        `This file needs more memory to read than the server gives one file (limit ${this.config.workerMb} MB), so nothing was read from it.`,
        'too_large_to_read',
      );
    return error;
  }
}
