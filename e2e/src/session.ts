import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Account, port, urlOf } from './accounts.ts';
import { api, apiLogin } from './api.ts';

/**
 * Signed-in browser states (Playwright storageState files), one per ready account, made by the global setup.
 *
 * The web app keeps its session as one token in localStorage (no cookie), so a state is that token under the
 * tenant's origin. The server keeps several sessions of a user side by side (a login ends none), but a logout, a
 * password change (every session of the user) or the idle timeout ends one: `signedInState` checks the saved token
 * and logs in afresh when it no longer works, so a test that ends the session breaks no later test. Tests run one
 * at a time in a worker, and each worker has its own servers (accounts.ts); a test that ends its session on purpose
 * takes a session of its own (`ownSession`).
 */
const STATE_DIR = path.join(os.tmpdir(), `zhwy-e2e-${port}-auth`);
const TOKEN_KEY = 'token';

export type StorageState = { cookies: never[]; origins: { origin: string; localStorage: { name: string; value: string }[] }[] };

export const statePath = (account: Account) => path.join(STATE_DIR, `${account.host}-${account.username}.json`);

/** The state of a fresh session of the account, logged in through the API as the login form would. */
export const newSessionState = async (account: Account): Promise<StorageState> => {
  const token = await apiLogin(account.host, account.username, account.password);
  if (!token) throw new Error(`login of ${account.username}@${account.host} failed (locked, or not ready?)`);
  return { cookies: [], origins: [{ origin: new URL(urlOf(account.host)).origin, localStorage: [{ name: TOKEN_KEY, value: token }] }] };
};

/** Logs the account in and saves its state for the tests that follow. */
export const saveSignedInState = async (account: Account): Promise<void> => {
  fs.mkdirSync(STATE_DIR, { recursive: true });
  fs.writeFileSync(statePath(account), JSON.stringify(await newSessionState(account), null, 2));
};

/** Forgets every saved state (a new run's server knows none of their sessions). */
export const clearSignedInStates = () => fs.rmSync(STATE_DIR, { recursive: true, force: true });

const savedToken = (account: Account): string | null => {
  try {
    const state = JSON.parse(fs.readFileSync(statePath(account), 'utf8')) as StorageState;
    return state.origins[0]?.localStorage.find((item) => item.name === TOKEN_KEY)?.value ?? null;
  } catch {
    return null;
  }
};

/** The path of the account's saved state, made again first when its session has ended. */
export const signedInState = async (account: Account): Promise<string> => {
  const token = savedToken(account);
  const alive = token !== null && (await api(account.host, 'GET', '/zhwy/api/system/cscpCurrentUserDetails', undefined, token)).status === 200;
  if (!alive) await saveSignedInState(account);
  return statePath(account);
};
