import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 18090);
export const dataDir = path.join(os.tmpdir(), `zhwy-e2e-${port}`);

/** Chromium from Debian (/usr/bin/chromium): no browser download. The server runs fresh on its own data dir. */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  globalSetup: './src/global-setup.ts',
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `rm -rf ${dataDir} && exec node --enable-source-maps ../apps/server/dist/main.js`,
    url: `http://localhost:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM, as a service manager stops it: the server finishes, closes its pool and stops its embedded
    // PostgreSQL (its own process group, so a SIGKILL of the server's group would leave it running).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'Init@Pass1',
      CAPTCHA_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      LOGIN_MAX_ATTEMPTS: '5',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  },
});
