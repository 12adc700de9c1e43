import type autocannon from 'autocannon';

/**
 * What a load scenario is, and the helpers the scenario modules share. It sits below both the list
 * (`scenarios.ts`) and the modules that add rows to it (`scenarios-*.ts`, `compare.ts`), so imports go
 * one way: the list imports the modules, and every one of them imports only this kit.
 */
export interface Scenario {
  name: string;
  /** The request whose answer the bare server repeats (a POST when it has a JSON body). */
  sample: { path: string; authenticated: boolean; body?: string };
  requests: (cookies: string[]) => autocannon.Request[];
  /**
   * Which of DESIGN.md's budgets hold the row: authenticated list reads both the ratio and the
   * p99; the flood other racers' p99; the rest are figures without a budget of their own.
   */
  budget: 'list-read' | 'p99' | 'none';
  /** A p99 budget of the row's own, where its issue sets one (otherwise DESIGN.md's). */
  p99Ms?: number;
  /** Load run at the same time against the same server (and against the bare one), given the seed's racer count. */
  background?: (racers: number) => { connections: number; requests: autocannon.Request[] };
}

/** Spreads connections over many racers' sessions, so reads are not all one racer's cache-hot rows. */
export function withSessions(cookies: string[]) {
  let next = 0;
  return (request: autocannon.Request, context: object) => {
    const c = context as { cookie?: string };
    c.cookie ??= cookies[next++ % cookies.length];
    request.headers = { ...request.headers, cookie: c.cookie as string };
    return request;
  };
}
