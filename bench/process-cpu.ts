/**
 * CPU time (user + system, ms) from /proc: one process's, and all PostgreSQL server processes'
 * together (the backends serving the app, and the postmaster's helpers). Linux only; the
 * figures split a request's cost between the app and the database.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux (getconf CLK_TCK)

/** utime + stime of /proc/<pid>/stat, and its command name; undefined when it has gone. */
function stat(pid: number | string): { comm: string; ms: number } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // comm sits in parentheses and may hold spaces; the fields after it are fixed.
  const close = text.lastIndexOf(')');
  const comm = text.slice(text.indexOf('(') + 1, close);
  const fields = text.slice(close + 2).split(' ');
  return { comm, ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
}

export const processCpuMs = (pid: number): number => stat(pid)?.ms ?? 0;

/** Every `postgres` process's CPU so far, by pid (a backend that ends between readings is lost). */
export function postgresCpu(): Map<string, number> {
  const byPid = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const s = stat(pid);
    if (s?.comm === 'postgres') byPid.set(pid, s.ms);
  }
  return byPid;
}

/** CPU the PostgreSQL processes spent between two readings (new backends count from zero). */
export function postgresCpuSince(before: Map<string, number>): number {
  let ms = 0;
  for (const [pid, now] of postgresCpu()) ms += now - (before.get(pid) ?? 0);
  return ms;
}
