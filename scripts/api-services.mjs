// The second API pass of CI (.ci/run): the API test files whose outcome can depend on the database server or the
// store, run against the machine's PostgreSQL (DATABASE_URL) and Redis (REDIS_URL).
//
// Every file under apps/server/test is in it unless it is named below with the reason its outcome cannot depend on
// those services: a new test file (an entity battery, a store test, a module calling the store) is in it by default
// and cannot be missed. A file named here that no longer exists fails the run, so the list stays true.
// `node scripts/api-services.mjs --list` prints the selection; the full pass is `npm run test:api`.
import fs from 'node:fs';
import path from 'node:path';

const TEST_DIR = 'apps/server/test';

/** Files that never reach the machine's services, or whose every service call another selected file proves too. */
export const SERVICE_INDEPENDENT = {
  'npm-start.test.ts': 'removes DATABASE_URL and REDIS_URL: always its own embedded PostgreSQL (its lifecycle is the subject)',
  'shutdown.test.ts': 'removes DATABASE_URL and REDIS_URL: always its own embedded PostgreSQL (its lifecycle is the subject)',
  'faults-embedded.test.ts': 'removes DATABASE_URL and REDIS_URL: kills and restarts its own embedded PostgreSQL (the subject)',
  'sms-tencent.test.ts': 'no app, no database: the Tencent client against a local HTTP stub',
  'security-headers.test.ts': 'HTTP headers of pages and answers; its logins are the same calls as login.test.ts',
  'query-strictness.test.ts': 'query-string validation refused before any SQL or store call',
  'password-rsa.test.ts': 'the RSA transport of passwords (decryption before the login); the login itself is in login.test.ts',
  'request-log.test.ts': 'the request log line (stdout); no SQL or store call of its own',
};

/** The files of the second pass, relative to the repository root. */
export const serviceTestFiles = (root = process.cwd()) => {
  const dir = path.join(root, TEST_DIR);
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.test.ts'));
  const missing = Object.keys(SERVICE_INDEPENDENT).filter((name) => !files.includes(name));
  if (missing.length) throw new Error(`scripts/api-services.mjs names files that do not exist: ${missing.join(', ')}`);
  return files.filter((name) => !(name in SERVICE_INDEPENDENT)).map((name) => `${TEST_DIR}/${name}`);
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = serviceTestFiles();
  if (process.argv.includes('--list')) {
    console.log(files.join('\n'));
    console.log(`${files.length} files; not in this pass: ${Object.keys(SERVICE_INDEPENDENT).length}`);
  } else {
    // Through scripts/test.mjs: its budget, slowest tests and flaky ones.
    const { spawnSync } = await import('node:child_process');
    const result = spawnSync('node', ['scripts/test.mjs', 'api-services'], { stdio: 'inherit' });
    process.exit(result.status ?? 1);
  }
}
