// `npm start`: builds what is not built yet, then runs the server (embedded PostgreSQL unless DATABASE_URL).
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const built = (file) => fs.existsSync(`${root}/${file}`);
const run = (args) => {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!built('apps/web/dist/index.html')) run(['run', 'build', '-w', '@zhwy/web']);
if (!built('apps/server/dist/main.js')) run(['run', 'build', '-w', '@zhwy/server']);

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
