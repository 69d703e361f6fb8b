// `npm run tenant -- <command>`: builds the server bundle when it is missing, then runs its tenant command
// (apps/server/src/system/tenant/cli.ts) with the same environment as the server (DATABASE_URL or DATA_DIR).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const entry = 'apps/server/dist/tenant-cli.js';
if (!fs.existsSync(`${root}/${entry}`)) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@zhwy/server'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const run = spawnSync(process.execPath, ['--enable-source-maps', entry, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
