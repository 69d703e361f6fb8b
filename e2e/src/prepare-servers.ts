import { INITIAL_PASSWORD, READY_PASSWORD, demoAdmin, demoStaff, port } from './accounts.ts';
import { apiChangePassword } from './api.ts';
import { prepareSecurityServer } from './login-security.ts';
import { clearSignedInStates, saveSignedInState } from './session.ts';

/**
 * Prepares one worker's pair of servers (the worker index in TEST_PARALLEL_INDEX, see accounts.ts): gives the
 * "ready" accounts a regular password so most tests start past the forced change, and logs each in once: tests
 * open the console signed in from that saved state (ui.ts openAs) instead of the login form.
 */
const prepare = async () => {
  clearSignedInStates();
  // The accounts and the two servers are independent: prepared side by side (each step waits on password hashes).
  await Promise.all([
    ...[demoAdmin, demoStaff].map(async (account) => {
      await apiChangePassword(account.host, account.username, INITIAL_PASSWORD, READY_PASSWORD);
      await saveSignedInState(account);
    }),
    prepareSecurityServer(),
  ]);
};

prepare().then(
  () => console.log(`[e2e] servers on ${port} and ${port + 1} prepared`),
  (error: unknown) => {
    console.error(`[e2e] preparing the servers on ${port} and ${port + 1} failed:`, error);
    process.exit(1);
  },
);
