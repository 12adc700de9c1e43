import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Where Debian installs PgBouncer (.ci/run installs the package); undefined when it is not there. */
export function pgbouncerBinary(): string | undefined {
  return ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((p) => existsSync(p));
}

/** "PgBouncer 1.18.0 …" → [1, 18, 0]. */
export function pgbouncerVersion(binary: string): number[] {
  const text = execFileSync(binary, ['--version'], { encoding: 'utf8' });
  const match = /PgBouncer (\d+)\.(\d+)\.(\d+)/.exec(text);
  if (!match) throw new Error(`cannot read the PgBouncer version from: ${text}`);
  return match.slice(1).map(Number);
}

/** PgBouncer keeps protocol-level named statements across transactions from 1.21 on. */
export function keepsNamedStatements(version: number[]): boolean {
  const [major = 0, minor = 0] = version;
  return major > 1 || (major === 1 && minor >= 21);
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export interface RunningBouncer {
  /** The database through PgBouncer, with the same user and password. */
  url: string;
  stop: () => Promise<void>;
}

/**
 * A PgBouncer in transaction mode on a free port in front of `databaseUrl`'s database, with a
 * small server pool so that client connections really share server connections. With
 * `maxPreparedStatements` it keeps named statements (1.21 and newer only).
 */
export async function startPgbouncer(
  binary: string,
  databaseUrl: string,
  options: { poolSize: number; maxPreparedStatements?: number },
): Promise<RunningBouncer> {
  const target = new URL(databaseUrl);
  const user = decodeURIComponent(target.username);
  const password = decodeURIComponent(target.password);
  const database = target.pathname.slice(1);
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rc-pgbouncer-'));
  // PgBouncer refuses to run as root; as root it drops to the postgres user, who must read these.
  chmodSync(dir, 0o755);
  const usersFile = path.join(dir, 'users.txt');
  writeFileSync(usersFile, `"${user}" "${password}"\n`, { mode: 0o644 });
  const ini = [
    '[databases]',
    `${database} = host=${target.hostname} port=${target.port || 5432} dbname=${database}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    'unix_socket_dir =',
    'auth_type = trust',
    `auth_file = ${usersFile}`,
    'pool_mode = transaction',
    `default_pool_size = ${options.poolSize}`,
    'max_client_conn = 100',
    // node-postgres sends none of these today; listed so a driver update cannot refuse the login.
    'ignore_startup_parameters = extra_float_digits',
    ...(options.maxPreparedStatements ? [`max_prepared_statements = ${options.maxPreparedStatements}`] : []),
  ].join('\n');
  const iniFile = path.join(dir, 'pgbouncer.ini');
  writeFileSync(iniFile, `${ini}\n`, { mode: 0o644 });
  const asRoot = process.getuid?.() === 0;
  const child: ChildProcess = spawn(binary, [...(asRoot ? ['-u', 'postgres'] : []), iniFile], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const exited = once(child, 'exit');
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // Bounded wait until it answers: about 10 s of attempts, then its log says why not.
  for (let attempt = 0; ; attempt++) {
    // A connection taken while PgBouncer starts may never be answered: give each attempt 2 s.
    const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return { url: url.toString(), stop };
    } catch (error) {
      await client.end().catch(() => {});
      if (attempt >= 100 || child.exitCode !== null) {
        await stop();
        throw new Error(`PgBouncer did not start: ${(error as Error).message}\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
