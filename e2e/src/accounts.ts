/**
 * Seeded accounts the end-to-end tests use. The global setup changes the initial password of the
 * "ready" ones through the API, so only the tests about first login meet the forced password change.
 */
export const INITIAL_PASSWORD = 'Init@Pass1';
export const READY_PASSWORD = 'Ready@2026x';

export type Account = { host: string; username: string; password: string };

/** demo tenant administrator, password already changed */
export const demoAdmin: Account = { host: 'demo.localhost', username: 'admin', password: READY_PASSWORD };
/** demo tenant read-only staff, password already changed */
export const demoStaff: Account = { host: 'demo.localhost', username: 'staff', password: READY_PASSWORD };
/** second tenant administrator, still on the initial password (the first-login tests take tenants of their own) */
export const secondAdmin: Account = { host: 'second.localhost', username: 'admin', password: INITIAL_PASSWORD };

/**
 * Each Playwright worker has its own pair of servers (playwright.config.ts): worker k (its parallel index, which a
 * restarted worker keeps) talks to the main server on E2E_PORT + 2k and to its login-security server on the port
 * after it. Outside a worker (the global setup's main process) the index is 0.
 */
export const basePort = Number(process.env.E2E_PORT ?? 18090);
export const portOf = (workerIndex: number) => basePort + 2 * workerIndex;
export const port = portOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const urlOf = (host: string, path = '/') => `http://${host}:${port}${path}`;
