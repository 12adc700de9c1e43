import type autocannon from 'autocannon';

/**
 * Each connection is one of the first `racers` racers (their session cookies), reading its own
 * `pathOf(index)`: a racer's own data, never one racer's cache-hot rows for all.
 */
export function ownReads(
  cookies: string[],
  racers: number,
  pathOf: (index: number) => string,
): autocannon.Request[] {
  let next = 0;
  return [
    {
      method: 'GET',
      setupRequest: (request: autocannon.Request, context: object) => {
        const c = context as { index?: number };
        c.index ??= next++ % Math.min(racers, cookies.length);
        request.path = pathOf(c.index);
        request.headers = { ...request.headers, cookie: cookies[c.index] as string };
        return request;
      },
    },
  ];
}
