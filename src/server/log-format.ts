/**
 * How the server's log reads (LOG_FORMAT): pino's JSON lines for a log collector, or, in a
 * terminal, one readable line per event and per request:
 *
 *   14:32:05 INFO  GET /api/cars 200 3.8 ms
 *   14:32:07 WARN  database refused the request fault=unavailable
 *
 * A tiny formatter over pino's own lines rather than pino-pretty: no dependency, and one line per
 * request (pino-pretty prints Fastify's two request records, each with its nested objects).
 */

export const LOG_FORMATS = ['auto', 'pretty', 'json'] as const;
export type LogFormatSetting = (typeof LOG_FORMATS)[number];

/** 'auto': readable in a terminal, JSON when the output goes to a file, a pipe or a collector. */
export function chooseLogFormat(setting: LogFormatSetting, isTerminal: boolean): 'pretty' | 'json' {
  if (setting === 'auto') return isTerminal ? 'pretty' : 'json';
  return setting;
}

const LEVELS: Record<number, [label: string, color: string]> = {
  10: ['TRACE', '90'],
  20: ['DEBUG', '34'],
  30: ['INFO ', '32'],
  40: ['WARN ', '33'],
  50: ['ERROR', '31'],
  60: ['FATAL', '35'],
};
/** pino's and Fastify's bookkeeping, shown in their own way or not at all. */
const SHOWN_APART = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err', 'req', 'res', 'responseTime']);
/** Requests whose completion is still to come; a request that never completes is forgotten eventually. */
const MAX_OPEN_REQUESTS = 1000;

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; stack?: string };
  [field: string]: unknown;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

function clock(time: number | undefined): string {
  const at = new Date(time ?? Date.now());
  return `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}:${twoDigits(at.getSeconds())}`;
}

function statusColor(status: number): string {
  if (status >= 500) return '31';
  if (status >= 400) return '33';
  if (status >= 300) return '36';
  return '32';
}

function fieldText(value: unknown): string {
  return typeof value === 'string' && /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
}

export interface PrettyOptions {
  color: boolean;
}

/**
 * A pino destination that writes each record as a readable line to `out`. Fastify's "incoming
 * request" record is held back and its method and url printed with the "request completed" one.
 * A line that is not pino's JSON is passed through unchanged.
 */
export function prettyStream(out: { write(text: string): unknown }, { color }: PrettyOptions) {
  const paint = (code: string, text: string) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
  const open = new Map<string, { method?: string; url?: string }>();

  const format = (record: LogRecord): string | null => {
    const [label, tint] = LEVELS[record.level ?? 30] ?? ['INFO ', '32'];
    const head = `${paint('2', clock(record.time))} ${paint(tint, label)}`;
    if (record.msg === 'incoming request' && record.reqId && record.req) {
      if (open.size >= MAX_OPEN_REQUESTS) open.delete(open.keys().next().value as string);
      open.set(record.reqId, { method: record.req.method, url: record.req.url });
      return null;
    }
    let text = record.msg ?? '';
    if (record.msg === 'request completed' && record.res) {
      const req = (record.reqId && open.get(record.reqId)) || {};
      if (record.reqId) open.delete(record.reqId);
      const status = record.res.statusCode ?? 0;
      const took = record.responseTime === undefined ? '' : ` ${record.responseTime.toFixed(1)} ms`;
      text = `${req.method ?? '?'} ${req.url ?? '?'} ${paint(statusColor(status), String(status))}${took}`;
    } else {
      const extra = Object.entries(record)
        .filter(([key, value]) => !SHOWN_APART.has(key) && value !== undefined)
        .map(([key, value]) => `${key}=${fieldText(value)}`);
      if (extra.length > 0) text += ` ${paint('2', extra.join(' '))}`;
    }
    const err = record.err;
    if (err) {
      const stack = err.stack ?? `${err.type ?? 'Error'}: ${err.message ?? ''}`;
      text += `\n${stack.replace(/^/gm, '    ')}`;
    }
    return `${head} ${text}\n`;
  };

  return {
    write(line: string): void {
      let record: LogRecord;
      try {
        record = JSON.parse(line);
      } catch {
        out.write(line);
        return;
      }
      const text = format(record);
      if (text) out.write(text);
    },
  };
}
