import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { basePort, port, portOf } from './src/accounts.ts';

/**
 * Workers, each with its own pair of servers (own ports, own data): worker k's main server listens on
 * E2E_PORT + 2k, its login-security server on the port after (src/accounts.ts). 2 by default (the CI machines have
 * 2 cores); E2E_WORKERS changes it (not --workers, which would leave servers unused or missing).
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
export const dataDirOf = (serverPort: number) => path.join(os.tmpdir(), `zhwy-e2e-${serverPort}`);
/** This worker's servers (in the main process: worker 0's). */
const securityPort = port + 1;
/** The environment of one server of the run (src/start-servers.ts starts it fresh on its own data dir). */
const serverOn = (serverPort: number, env: Record<string, string>) => ({
  port: serverPort,
  dataDir: dataDirOf(serverPort),
  env: {
    HOST: '127.0.0.1',
    ADMIN_PASSWORD: 'Init@Pass1',
    LOG_LEVEL: 'warn',
    LOGIN_MAX_ATTEMPTS: '5',
    DATABASE_URL: '',
    REDIS_URL: '',
    ...env,
  },
});

/** Every worker's pair: worker k's main server on portOf(k), its login-security server on the port after. */
const servers = Array.from({ length: workers }, (_, index) => [
  // SMS_PROVIDER=test and TEST_HOOKS: the resident form's SMS code is read through /test-hooks/sms/:phone
  // (base-resident-captcha.spec.ts); nothing else here sends SMS or calls a test hook.
  serverOn(portOf(index), { CAPTCHA_ENABLED: 'false', TEST_HOOKS: 'true', SMS_PROVIDER: 'test' }),
  // PASSWORD_RSA: the web app sends passwords RSA-OAEP-encrypted here (the AES transport stays accepted).
  serverOn(portOf(index) + 1, { CAPTCHA_ENABLED: 'true', TEST_HOOKS: 'true', SMS_PROVIDER: 'test', PASSWORD_RSA: 'true' }),
]).flat();

/** Chromium from Debian (/usr/bin/chromium): no browser download. The server runs fresh on its own data dir. */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Files spread over the workers; a file's tests run in order in one worker (several build on each other).
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  // list for the log, json for the run's summary (scripts/test-report.mjs: slowest tests, flaky ones).
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? path.join(os.tmpdir(), `zhwy-e2e-${basePort}-report.json`) }]],
  globalSetup: './src/global-setup.ts',
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    // The browser asks for reduced motion, which the console honours (no antd or CSS animations): every frame of a
    // zoom or fade is rendered in software here, and actions wait for elements to stand still. E2E_MOTION=full keeps
    // the animations (to compare, or to see them).
    reducedMotion: process.env.E2E_MOTION === 'full' ? 'no-preference' : 'reduce',
    // A trace costs ~25 % of a test's time: recorded only when a failed test is retried (CI retries once).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
        // A new tab of a site joins the renderer process that site's tabs already have (src/test.ts: one context per
        // worker, a keeper tab), whose V8 has compiled the console's code.
        '--process-per-site',
      ],
    },
  },
  projects: [
    // Every other test logs in without a captcha: the main server runs with CAPTCHA_ENABLED=false.
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: 'login-security/**' },
    // Captchas, SMS two-factor login, CAS: the second server (e2e/src/login-security.ts has its URL helpers).
    {
      name: 'login-security',
      testMatch: 'login-security/**/*.spec.ts',
      use: { browserName: 'chromium', baseURL: `http://localhost:${securityPort}` },
    },
  ],
  // One entry that starts all the servers side by side (src/start-servers.ts): Playwright starts a list's entries one
  // after the other, each waited for before the next. Fresh servers on their own data dirs; a port in use fails.
  webServer: {
    command: 'exec node --import tsx src/start-servers.ts',
    env: { E2E_SERVERS: JSON.stringify(servers) },
    wait: { stdout: /servers ready/ },
    timeout: 130_000,
    // SIGTERM, as a service manager stops a server: each finishes, closes its pool and stops its embedded
    // PostgreSQL (its own process group, so a SIGKILL of the servers' group would leave it running).
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 30_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  },
});
