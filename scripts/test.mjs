// `npm test`: the project's whole test run, part by part, each timed; a failing or slow part names itself.
import { spawnSync } from 'node:child_process';

const parts = [
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['lint', ['npm', 'run', 'lint']],
  ['unit and API tests (vitest, real PostgreSQL)', ['npx', 'vitest', 'run']],
  ['end-to-end tests (build, Playwright in Chromium)', ['npm', 'run', 'test:e2e']],
];

const timings = [];
let failed = null;
for (const [name, [command, ...args]] of parts) {
  console.log(`\n==> npm test: ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 1000);
  timings.push(`  ${name.padEnd(52)} ${String(seconds).padStart(5)}s${result.status === 0 ? '' : '  FAILED'}`);
  if (result.status !== 0) {
    failed = name;
    break;
  }
}
console.log(`\n==> npm test: summary\n${timings.join('\n')}`);
if (failed) {
  console.error(`npm test: "${failed}" failed`);
  process.exit(1);
}
