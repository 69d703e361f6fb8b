import { INITIAL_PASSWORD, READY_PASSWORD, demoAdmin, demoStaff } from './accounts.ts';
import { apiChangePassword } from './api.ts';
import { prepareSecurityServer } from './login-security.ts';

/** Gives the "ready" accounts a regular password so most tests start past the forced change. */
export default async function globalSetup() {
  for (const account of [demoAdmin, demoStaff]) {
    await apiChangePassword(account.host, account.username, INITIAL_PASSWORD, READY_PASSWORD);
  }
  await prepareSecurityServer();
}
