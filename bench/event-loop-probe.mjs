/**
 * Loaded into the server process by `npm run bench:heavy` (NODE_OPTIONS=--import=<this file>), so
 * the server's own code needs no switch for it: it measures how long the server's main thread
 * could not run anything, the same before and after any change to the server.
 *
 * Two measures, both from inside the process: perf_hooks.monitorEventLoopDelay (its p99 and max)
 * and a 5 ms ticker's gaps: the longest, and the time spent in gaps over 50 ms (the budget),
 * which says how much of the time the server could answer nobody; the histogram's p99 cannot, as
 * a block of seconds is one sample among hundreds. On SIGUSR2 it writes both to BENCH_EVENT_LOOP_FILE and starts
 * afresh. A signal is handled only once the loop is free again, so a block still going on when
 * the bench asks is counted too: the time since the ticker last ran is part of the answer.
 * Worker threads load preloads too; only the main thread is measured.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const file = process.env.BENCH_EVENT_LOOP_FILE;
if (isMainThread && file) {
  const TICK_MS = 5;
  const BLOCK_MS = 50;
  const histogram = monitorEventLoopDelay({ resolution: TICK_MS });
  histogram.enable();
  let lastTick = performance.now();
  let since = lastTick;
  let longestGap = 0;
  let blockedMs = 0;
  const gap = (now) => {
    const delay = now - lastTick - TICK_MS;
    longestGap = Math.max(longestGap, delay);
    if (delay > BLOCK_MS) blockedMs += delay;
  };
  setInterval(() => {
    const now = performance.now();
    gap(now);
    lastTick = now;
  }, TICK_MS).unref();
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  process.on('SIGUSR2', () => {
    const now = performance.now();
    gap(now);
    const report = {
      maxMs: Math.round(Math.max(ms(histogram.max), longestGap)),
      blockedMs: Math.round(blockedMs),
      windowMs: Math.round(now - since),
      p99Ms: ms(histogram.percentile(99)),
      p50Ms: ms(histogram.percentile(50)),
      samples: histogram.count,
    };
    // Written whole, then renamed: the bench never reads half a file.
    writeFileSync(`${file}.tmp`, JSON.stringify(report));
    renameSync(`${file}.tmp`, file);
    histogram.reset();
    longestGap = 0;
    blockedMs = 0;
    lastTick = now;
    since = now;
  });
}
