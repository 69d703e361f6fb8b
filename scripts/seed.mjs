// `npm run seed -- --tenant demo --communities 20 --rooms 100000 --residents 1000000`: realistic base data in a
// tenant (apps/server/src/base/seed/cli.ts, run with tsx), on the server's database (DATABASE_URL or DATA_DIR).
// With `--bills <count>`, then the fee module's bills over the seeded rooms (apps/server/src/fee/seed/cli.ts).
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const tsx = (file) => spawnSync(process.execPath, ['--import', 'tsx', file, ...args], { cwd: root, stdio: 'inherit' }).status ?? 1;
const base = tsx('apps/server/src/base/seed/cli.ts');
process.exit(base === 0 && args.includes('--bills') && !args.includes('--help') && !args.includes('-h') ? tsx('apps/server/src/fee/seed/cli.ts') : base);
