// Stops this process, as SIGTERM would, once the process that started it has gone.
//
// `npm start` runs `exec node scripts/start.mjs`, so npm's shell becomes the server and a signal
// npm passes on reaches it (without `exec`, dash kept the signal and the server ran on). This is
// the rest: npm killed outright (SIGKILL, out of memory) cannot pass anything on, and nothing tells
// a process that its parent died, so we look: when our parent pid changes, the parent is gone.
// Only under a package runner (npm_lifecycle_event set): a server started with `nohup node …` must
// outlive the shell that started it.

const LOOK_EVERY_MS = 250;

export function stopWithParent() {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    console.error(`[start] the process that started the server (pid ${parent}) has gone; stopping`);
    // Through the server's own SIGTERM handler: in-flight requests finish, the database closes.
    process.kill(process.pid, 'SIGTERM');
  }, LOOK_EVERY_MS);
  // Never what keeps the process alive.
  timer.unref();
}
