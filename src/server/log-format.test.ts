import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { chooseLogFormat, prettyStream } from './log-format';

/** A pretty logger writing into an array, as it would to a terminal. */
function prettyLog(color = false) {
  const lines: string[] = [];
  const log = pino({ level: 'info' }, prettyStream({ write: (text) => lines.push(text) }, { color }));
  return { log, lines };
}

const AT = /^\d\d:\d\d:\d\d /;

describe('the log format', () => {
  it('is readable in a terminal and JSON elsewhere, unless LOG_FORMAT says which', () => {
    expect(chooseLogFormat('auto', true)).toBe('pretty');
    expect(chooseLogFormat('auto', false)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });

  it('prints one line per request: method, url, status and time', () => {
    const { log, lines } = prettyLog();
    log.info({ reqId: 'req-1', req: { method: 'GET', url: '/api/cars', host: 'x' } }, 'incoming request');
    log.info({ reqId: 'req-2', req: { method: 'POST', url: '/api/login' } }, 'incoming request');
    log.info({ reqId: 'req-2', res: { statusCode: 401 }, responseTime: 12.345 }, 'request completed');
    log.info({ reqId: 'req-1', res: { statusCode: 200 }, responseTime: 3.81 }, 'request completed');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(AT);
    expect(lines[0]?.slice(9)).toBe('INFO  POST /api/login 401 12.3 ms\n');
    expect(lines[1]?.slice(9)).toBe('INFO  GET /api/cars 200 3.8 ms\n');
  });

  it('prints other fields as key=value, and an error with its stack', () => {
    const { log, lines } = prettyLog();
    log.warn({ fault: 'unavailable', reqId: 'req-7', network: ['http://10.0.0.2:3000'] }, 'database refused');
    const error = new Error('connection refused');
    log.error({ err: error }, 'request failed');
    expect(lines[0]?.slice(9)).toBe(
      'WARN  database refused fault=unavailable reqId=req-7 network=["http://10.0.0.2:3000"]\n',
    );
    expect(lines[1]).toContain('ERROR request failed\n    Error: connection refused\n    ');
    expect(lines[1]).toContain('log-format.test.ts');
  });

  it('colours the level and the status only when asked to', () => {
    const { log, lines } = prettyLog(true);
    log.info({ reqId: 'r', req: { method: 'GET', url: '/' } }, 'incoming request');
    log.info({ reqId: 'r', res: { statusCode: 503 }, responseTime: 1 }, 'request completed');
    expect(lines[0]).toContain('\x1b[32mINFO \x1b[0m');
    expect(lines[0]).toContain('\x1b[31m503\x1b[0m');
    expect(prettyLog(false).lines.join('')).not.toContain('\x1b[');
  });

  it('passes a line that is not JSON through, and forgets requests that never complete', () => {
    const written: string[] = [];
    const stream = prettyStream({ write: (text) => written.push(text) }, { color: false });
    stream.write('plain text\n');
    for (let i = 0; i < 1500; i++)
      stream.write(
        `${JSON.stringify({ level: 30, time: 0, reqId: `r${i}`, req: { method: 'GET', url: `/${i}` }, msg: 'incoming request' })}\n`,
      );
    stream.write(
      `${JSON.stringify({ level: 30, time: 0, reqId: 'r0', res: { statusCode: 200 }, msg: 'request completed' })}\n`,
    );
    stream.write(
      `${JSON.stringify({ level: 30, time: 0, reqId: 'r1499', res: { statusCode: 200 }, msg: 'request completed' })}\n`,
    );
    expect(written[0]).toBe('plain text\n');
    expect(written[1]).toContain('? ? 200');
    expect(written[2]).toContain('GET /1499 200');
  });
});
