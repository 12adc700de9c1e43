/**
 * Caps a process at a share of one core with a cgroup (v1 `cpu` controller, as this machine mounts
 * it). Two instances on a two-core machine that also runs the load generator and PostgreSQL cannot
 * show what a second machine adds: each would take the other's core. Capping each instance at the
 * same share makes "two instances" mean "twice the app's CPU", as two machines would give, so what
 * the figure measures is whether anything shared (the database, locks, the cache's notifications)
 * stops the second from adding its share. Needs root; answers undefined where it cannot.
 */
import { mkdirSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = '/sys/fs/cgroup/cpu';
const PERIOD_US = 100_000;

export interface CpuCap {
  add: (pid: number) => void;
  remove: () => void;
}

export function cpuCap(name: string, cores: number): CpuCap | undefined {
  const dir = path.join(ROOT, name);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
    writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(Math.round(PERIOD_US * cores)));
  } catch {
    return undefined;
  }
  return {
    add: (pid) => writeFileSync(path.join(dir, 'cgroup.procs'), String(pid)),
    remove: () => {
      try {
        // The processes have exited by now; their group goes with them.
        rmdirSync(dir);
      } catch {
        // still busy or already gone: the next run reuses it
      }
    },
  };
}
