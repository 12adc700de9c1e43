/**
 * A stand-in for the browser's EventSource (jsdom has none) for the live laps' tests: each stream
 * the code opens is kept in `FakeEventSource.opened`, and a test plays the server's events into it.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  readyState = FakeEventSource.CONNECTING;

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    FakeEventSource.opened.push(this);
  }

  close(): void {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The connection is up (the browser's 'open'). */
  open(): void {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  /**
   * The connection failed: dropped (the browser tries again, CONNECTING) or refused by the server
   * (an answer that is not an event stream: CLOSED, no more tries).
   */
  fail(refused: boolean): void {
    this.readyState = refused ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
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
