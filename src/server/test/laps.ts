/** Ten clean laps around `ms`, whose top-5 average is `ms` − 100: a run whose pace a test sets. */
export const lapsAround = (ms: number) =>
  [0, -100, 100, -200, 200, -300, 300, -400, 400, -500].map((d, i) => ({ lapNo: i + 1, timeMs: ms + d }));
