import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Runs prepare-servers.ts for one worker index: a process of its own, as the modules derive their ports from it. */
const prepareWorker = (index: number) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'prepare-servers.ts')], {
      env: { ...process.env, TEST_PARALLEL_INDEX: String(index) },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`preparing worker ${index}'s servers failed (exit ${code})`))));
  });

/** Prepares every worker's pair of servers (playwright.config.ts starts one pair per worker), side by side. */
export default async function globalSetup(config: FullConfig) {
  await Promise.all(Array.from({ length: config.workers }, (_, index) => prepareWorker(index)));
}
