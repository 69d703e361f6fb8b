// Reads the JSON reports of vitest and Playwright and prints what a time budget needs: the number of tests, the
// seconds per test, the ten slowest tests and the flaky ones (failed first, passed on a retry).
// Usage: node scripts/test-report.mjs vitest|playwright <report.json> [label]   (also imported by scripts/test.mjs)
import fs from 'node:fs';
import path from 'node:path';

/** Vitest's JSON report: files → assertionResults (duration in ms, retryCount when `retry` is set). */
const vitestTests = (report) =>
  report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      name: `${path.relative(process.cwd(), file.name)} > ${test.fullName}`,
      status: test.status,
      seconds: (test.duration ?? 0) / 1000,
      flaky: test.status === 'passed' && (test.retryCount ?? 0) > 0,
    })),
  );

/** Playwright's JSON report: suites (nested) → specs → tests (one per project) → results (one per attempt). */
const playwrightTests = (report) => {
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const seconds = test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
        out.push({
          name: `${[...titles, spec.title].filter(Boolean).join(' > ')} [${test.projectName}]`,
          // Playwright's verdict over the attempts: expected or flaky is a pass (a serial group's retry may run a
          // test that had passed once more, and its last attempt is not the verdict).
          status: test.status === 'skipped' ? 'skipped' : test.status === 'unexpected' ? 'failed' : 'passed',
          seconds,
          flaky: test.status === 'flaky',
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites) walk(suite, [suite.file ?? suite.title]);
  return out;
};

/** The summary lines of one report; `null` when the report is missing (the part failed before writing it). */
export const summarize = (kind, file, label = kind) => {
  if (!fs.existsSync(file)) return null;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const tests = kind === 'vitest' ? vitestTests(report) : playwrightTests(report);
  const ran = tests.filter((t) => t.status !== 'skipped' && t.status !== 'pending' && t.status !== 'todo');
  const passed = ran.filter((t) => t.status === 'passed').length;
  const total = ran.reduce((sum, t) => sum + t.seconds, 0);
  const slowest = [...ran].sort((a, b) => b.seconds - a.seconds).slice(0, 10);
  const flaky = ran.filter((t) => t.flaky);
  const lines = [
    `${label}: ${ran.length} tests run, ${passed} passed, ${ran.length - passed} failed, ${tests.length - ran.length} skipped; ` +
      `${total.toFixed(0)} s of test time, ${(ran.length ? total / ran.length : 0).toFixed(2)} s per test`,
    `  the ten slowest:`,
    ...slowest.map((t) => `    ${t.seconds.toFixed(1).padStart(6)} s  ${t.name}`),
    flaky.length ? `  flaky (passed on a retry): ${flaky.length}` : '  flaky (passed on a retry): none',
    ...flaky.map((t) => `    ${t.name}`),
  ];
  return { lines, count: ran.length, passed, flaky: flaky.length };
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const [kind, file, label] = process.argv.slice(2);
  const summary = summarize(kind, file, label);
  console.log(summary ? summary.lines.join('\n') : `${label ?? kind}: no report at ${file}`);
}
