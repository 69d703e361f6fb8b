// `npm test`: the project's whole test run, part by part, each timed against its budget (docs/testing.md).
// A failing part, or one over TEST_BUDGET_FACTOR (1.5) × its budget, fails the run and names itself; the summary
// shows elapsed / budget per part and in total, the ten slowest tests, the flaky ones and the seconds per test.
//   node scripts/test.mjs                 typecheck, lint, vitest (unit + API), e2e
//   node scripts/test.mjs <part>...       those parts only (e.g. api-services: CI's second API pass)
//   node scripts/test.mjs --budget <part> prints the part's budget in seconds (.ci/run's step limits)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serviceTestFiles } from './api-services.mjs';
import { summarize } from './test-report.mjs';

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhwy-test-reports-'));
const vitestJson = (name) => [`--reporter=default`, `--reporter=json`, `--outputFile.json=${path.join(reportDir, `${name}.json`)}`];

/**
 * Budgets in seconds, sized on the 2-core CI machine (2 vitest workers, 2 Playwright workers with a server pair
 * each) with room for about 1.3× the tests of today; the whole CI run stays within 20 minutes. Raise a budget
 * only with the measurement that justifies it (docs/testing.md).
 */
const PARTS = {
  typecheck: { label: 'typecheck (tsgo)', budget: 40, command: ['npm', 'run', 'typecheck'] },
  lint: { label: 'lint (eslint)', budget: 60, command: ['npm', 'run', 'lint'] },
  vitest: {
    label: 'unit and API tests (vitest, real PostgreSQL)',
    budget: 240,
    command: ['npx', 'vitest', 'run', ...vitestJson('vitest')],
    report: ['vitest', path.join(reportDir, 'vitest.json')],
  },
  e2e: {
    label: 'end-to-end tests (build, Playwright in Chromium)',
    // 160 tests in 536–549 s on the 2 × AMD EPYC machines (where one context per test had taken 1,270–1,317 s)
    // since one browser context per worker (e2e/src/test.ts), with room for ~1.3× the tests: docs/testing.md,
    // "The tenth session". 800 since the eleventh session's machine, slower for everything (vitest 1.34×): 941 and
    // 1,014 s there, too near 1.5 × 720 = 1,080 for a run that is otherwise green.
    budget: 800,
    command: ['npm', 'run', 'test:e2e'],
    env: { E2E_JSON_REPORT: path.join(reportDir, 'e2e.json') },
    report: ['playwright', path.join(reportDir, 'e2e.json')],
  },
  'api-services': {
    label: "API tests on the machine's services (second pass)",
    budget: 180,
    command: ['npx', 'vitest', 'run', '--project', 'api', ...vitestJson('api-services'), ...serviceTestFiles()],
    report: ['vitest', path.join(reportDir, 'api-services.json')],
  },
};
const DEFAULT_PARTS = ['typecheck', 'lint', 'vitest', 'e2e'];
const FACTOR = Number(process.env.TEST_BUDGET_FACTOR ?? 1.5);

const args = process.argv.slice(2);
if (args[0] === '--budget') {
  const names = args.length > 1 ? args.slice(1) : DEFAULT_PARTS;
  console.log(names.reduce((sum, name) => sum + PARTS[name].budget, 0));
  fs.rmSync(reportDir, { recursive: true, force: true });
  process.exit(0);
}
const selected = args.length ? args : DEFAULT_PARTS;
for (const name of selected) if (!PARTS[name]) throw new Error(`unknown part ${name} (parts: ${Object.keys(PARTS).join(', ')})`);

const fmt = (seconds, budget) => `${String(seconds).padStart(5)} s / ${String(budget).padStart(4)} s`;
const lines = [];
const details = [];
let failed = null;
const runStarted = Date.now();
for (const name of selected) {
  const part = PARTS[name];
  console.log(`\n==> npm test: ${part.label} (budget ${part.budget} s)`);
  const started = Date.now();
  const [command, ...rest] = part.command;
  const result = spawnSync(command, rest, { stdio: 'inherit', env: { ...process.env, ...part.env } });
  const seconds = Math.round((Date.now() - started) / 1000);
  const over = FACTOR > 0 && seconds > FACTOR * part.budget;
  const status = result.status !== 0 ? '  FAILED' : over ? `  OVER BUDGET (more than ${FACTOR} × ${part.budget} s)` : seconds > part.budget ? '  over budget (within the margin)' : '';
  lines.push(`  ${part.label.padEnd(52)} ${fmt(seconds, part.budget)}${status}`);
  const summary = part.report ? summarize(part.report[0], part.report[1], part.label) : null;
  if (summary) details.push(...summary.lines);
  if (result.status !== 0 || over) {
    failed = result.status !== 0 ? `"${part.label}" failed` : `"${part.label}" took ${seconds} s, over ${FACTOR} × its budget of ${part.budget} s`;
    break;
  }
}
const total = Math.round((Date.now() - runStarted) / 1000);
const totalBudget = selected.reduce((sum, name) => sum + PARTS[name].budget, 0);
console.log(`\n==> npm test: tests${details.length ? '' : ' (no report)'}\n${details.join('\n')}`);
console.log(`\n==> npm test: elapsed / budget\n${lines.join('\n')}\n  ${'total'.padEnd(52)} ${fmt(total, totalBudget)}`);
fs.rmSync(reportDir, { recursive: true, force: true });
if (failed) {
  console.error(`npm test: ${failed}`);
  process.exit(1);
}
