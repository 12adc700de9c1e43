/**
 * A stand-in for the browser's EventSource (jsdom has none) for the live laps' tests: each stream
 * the code opens is kept in `FakeEventSource.opened`, and a test plays the server's events into it.
 */
export class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  readonly url: string;
  closed = false;

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    FakeEventSource.opened.push(this);
  }

  close(): void {
    this.closed = true;
  }

  /** The connection is up (the browser's 'open'). */
  open(): void {
    this.dispatchEvent(new Event('open'));
  }

  /** One server-sent event, its data as the server writes it (JSON text). */
  emit(type: string, data: unknown, id?: number): void {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    this.dispatchEvent(
      new MessageEvent(type, { data: text, lastEventId: id === undefined ? '' : String(id) }),
    );
  }

  /** The newest stream opened to this URL. */
  static last(url?: string): FakeEventSource {
    const found = FakeEventSource.opened.filter((s) => url === undefined || s.url === url).at(-1);
    if (!found) throw new Error(`No EventSource was opened${url ? ` to ${url}` : ''}`);
    return found;
  }
}
