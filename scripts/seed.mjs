// `npm run seed -- --tenant demo --communities 20 --rooms 100000 --residents 1000000`: realistic base data in a
// tenant (apps/server/src/base/seed/cli.ts, run with tsx), on the server's database (DATABASE_URL or DATA_DIR).
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/base/seed/cli.ts', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
