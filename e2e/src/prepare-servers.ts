import { INITIAL_PASSWORD, READY_PASSWORD, demoAdmin, demoStaff } from './accounts.ts';
import { apiChangePassword } from './api.ts';
import { prepareSecurityServer } from './login-security.ts';
import { clearSignedInStates, saveSignedInState } from './session.ts';

/**
 * Gives the "ready" accounts a regular password so most tests start past the forced change, and logs each in once:
 * tests open the console signed in from that saved state (ui.ts openAs) instead of the login form.
 */
export default async function globalSetup() {
  clearSignedInStates();
  for (const account of [demoAdmin, demoStaff]) {
    await apiChangePassword(account.host, account.username, INITIAL_PASSWORD, READY_PASSWORD);
    await saveSignedInState(account);
  }
  await prepareSecurityServer();
}
