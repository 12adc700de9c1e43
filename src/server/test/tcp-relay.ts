import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay in front of the test PostgreSQL, so a test can make the database unreachable
 * (closed port), bring it back, or cut every open connection, as an outage or a network blip
 * would, without stopping the server that other test files share.
 */
export class TcpRelay {
  private server: Server | null = null;
  private forwarding = false;
  private readonly sockets = new Set<Socket>();
  private noteRefusal: () => void = () => {};
  /** Resolves at the first connection the relay turned away while listening but not yet open. */
  readonly refused = new Promise<void>((resolve) => {
    this.noteRefusal = resolve;
  });

  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  /** A relay on a free port, not yet accepting connections (the database looks down). */
  static async reserve(target: { host: string; port: number }): Promise<TcpRelay> {
    const probe = createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const { port } = probe.address() as { port: number };
    probe.close();
    await once(probe, 'close');
    return new TcpRelay(port, target);
  }

  /** Listens, but drops every connection until open(): the database answers nothing yet. */
  async listenRefusing(): Promise<void> {
    if (!this.server) await this.listen();
  }

  /** Forwards connections to the database from now on. */
  async open(): Promise<void> {
    this.forwarding = true;
    if (!this.server) await this.listen();
  }

  private async listen(): Promise<void> {
    const server = createServer((inbound) => {
      if (!this.forwarding) {
        inbound.destroy();
        this.noteRefusal();
        return;
      }
      const outbound = connect(this.target.port, this.target.host);
      for (const socket of [inbound, outbound]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          inbound.destroy();
          outbound.destroy();
        });
      }
      inbound.pipe(outbound).pipe(inbound);
    });
    server.listen(this.port, '127.0.0.1');
    await once(server, 'listening');
    this.server = server;
  }

  /** Cuts every relayed connection at once; the relay keeps accepting new ones. */
  cutAll(): void {
    for (const socket of this.sockets) socket.destroy();
  }

  async close(): Promise<void> {
    this.forwarding = false;
    this.cutAll();
    const server = this.server;
    this.server = null;
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}
