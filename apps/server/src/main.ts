import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp, MODULES } from './app.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { boundHeapGrowth } from './platform/heap.ts';
import { openRuntime } from './platform/runtime.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.resolve(here, '../../web/dist');

const main = async () => {
  boundHeapGrowth();
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
  let app;
  try {
    app = await buildApp(runtime.deps, { webRoot }); // fails when a module requires a service nobody provides
    await runtime.start(app); // the modules' jobs and connections; runtime.close stops them before the pool
  } catch (error) {
    await runtime.close().catch(() => {}); // no embedded PostgreSQL left behind a start that failed
    throw error;
  }

  // Signals are ours to read (see below); close-with-grace still handles uncaught errors and the 15 s limit.
  const closer = closeWithGrace({ delay: 15_000, skip: ['SIGINT', 'SIGTERM', 'SIGHUP'] }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    await app.close(); // stops accepting, waits for requests in flight
    await runtime.close(); // modules' jobs, then store, pool, embedded PostgreSQL
  });
  // One stop request arrives several times: a TERM to `npm start`'s process group reaches us from the group, again
  // through scripts/start.mjs, and again when start.mjs sees npm gone, seconds apart; Ctrl-C likewise. Every SIGTERM
  // and SIGHUP is therefore the same stop (a service manager escalates with SIGKILL, and the close has its 15 s
  // limit). Only a person presses Ctrl-C again: a SIGINT more than a second after the first stop means "stop now".
  let firstSignalAt = 0;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (firstSignalAt === 0) {
        firstSignalAt = Date.now();
        app.log.info(`${signal}: closing`);
        void closer.close();
      } else if (signal === 'SIGINT' && Date.now() - firstSignalAt > 1000) {
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
