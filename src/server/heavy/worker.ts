import { move, transferableSymbol, valueSymbol } from 'piscina';
import { readExport } from '../data-transfer/read-export';
import { AppError } from '../errors';
import type { HeavyAnswer, HeavyMessage, HeavyResults, HeavyTask } from './jobs';
import { readPublished } from './published-page';
import { pickRun, pickRuns, previewTiming } from './timing-jobs';

/**
 * The heavy pool's worker thread (pool.ts): untrusted bytes are unzipped, parsed and checked
 * here, so however long a crafted file takes, the server's event loop answers other racers.
 * Bundled as dist/server/heavy-worker.js (scripts/build.mjs); from sources, dev-worker.mjs loads it.
 */

/** An answer whose buffers move to the main thread instead of being copied. */
class Moved<T> {
  constructor(
    private readonly value: T,
    private readonly buffers: ArrayBufferLike[],
  ) {}
  get [transferableSymbol](): object {
    return this.buffers;
  }
  get [valueSymbol](): object {
    return this.value as object;
  }
}

function perform(task: HeavyTask): HeavyResults[HeavyTask['kind']] | Moved<unknown> {
  switch (task.kind) {
    case 'readExport': {
      const value = readExport(task.zip, task.quotaBytes);
      // Each file's bytes are a buffer of their own (read-export.ts); one listed twice cannot move.
      const buffers = new Set(value.files.map((f) => f.bytes.buffer));
      return move(new Moved<HeavyAnswer<unknown>>({ ok: true, value }, [...buffers])) as Moved<unknown>;
    }
    case 'previewTiming':
      return previewTiming(task.text, task.me);
    case 'pickRun':
      return pickRun(task.text, task.race, task.driver);
    case 'pickRuns':
      return pickRuns(task.text, task.picks);
    case 'readPublished':
      return readPublished(task.bytes, task.contentType, task.url);
  }
}

export default function runHeavyTask({ started, ...task }: HeavyMessage): unknown {
  started.postMessage('started');
  started.close();
  try {
    const value = perform(task);
    return value instanceof Moved ? value : ({ ok: true, value } satisfies HeavyAnswer<unknown>);
  } catch (error) {
    if (error instanceof AppError)
      return {
        ok: false,
        refusal: { status: error.status, message: error.message, code: error.code },
      } satisfies HeavyAnswer<unknown>;
    // Recursion somewhere in a parser meeting input built to be deep: the file's fault, not ours.
    if (error instanceof RangeError && /call stack/i.test(error.message))
      return {
        ok: false,
        refusal: {
          status: 422,
          message: 'This file nests too deeply to be read.',
          code: 'too_complex_to_read',
        },
      } satisfies HeavyAnswer<unknown>;
    throw error;
  }
}
