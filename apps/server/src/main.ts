import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp, MODULES } from './app.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { openRuntime } from './platform/runtime.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.resolve(here, '../../web/dist');

const main = async () => {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const runtime = await openRuntime(config, MODULES, (msg) => console.error(msg));
  const app = await buildApp(runtime.deps, { webRoot });

  // Signals are ours to read (see below); close-with-grace still handles uncaught errors and the 15 s limit.
  const closer = closeWithGrace({ delay: 15_000, skip: ['SIGINT', 'SIGTERM', 'SIGHUP'] }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    await app.close(); // stops accepting, waits for requests in flight
    await runtime.close(); // pool, store, embedded PostgreSQL
  });
  // One Ctrl-C arrives several times: from the terminal and again from npm and scripts/start.mjs, which forward
  // it. Copies within a second belong to the first; a signal after that means "stop now". A hangup (the terminal
  // closed) is a stop as well, and arrives alongside the SIGTERM start.mjs sends once npm is gone.
  let firstSignalAt = 0;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (firstSignalAt === 0) {
        firstSignalAt = Date.now();
        app.log.info(`${signal}: closing`);
        void closer.close();
      } else if (Date.now() - firstSignalAt > 1000) {
        console.error(`second ${signal}: exiting now`);
        process.exit(1);
      }
    });
  }

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // A port in use must not leave the embedded PostgreSQL running behind a process that is gone.
    const inUse = (error as { code?: string }).code === 'EADDRINUSE';
    console.error(`cannot listen on ${config.host}:${config.port}: ${inUse ? 'the port is in use (set PORT to another one)' : String(error)}`);
    await app.close().catch(() => {});
    await runtime.close().catch(() => {});
    process.exit(1);
  }
  const port = (app.server.address() as { port: number }).port;
  const lines = [
    '',
    `  智慧物业管理后台 is running: http://localhost:${port}`,
    `  tenants by host: http://demo.localhost:${port}  http://second.localhost:${port}  (bare host → ${config.defaultTenant})`,
    `  database: ${runtime.embedded ? `embedded PostgreSQL in ${path.join(config.dataDir, 'pg')}` : 'DATABASE_URL'}; store: ${runtime.deps.store.kind}`,
    ...runtime.banner,
    `  API docs: http://localhost:${port}/api-docs`,
    '',
  ];
  console.log(lines.join('\n'));
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
