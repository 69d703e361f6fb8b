import { redirect } from 'react-router';
import { HttpError } from '../http/errors.ts';
import { loadSession, useSession } from '../session/store.ts';
import { mustChangePassword } from './password-status.ts';
import { loginPathFor } from './return-path.ts';

let pending: Promise<void> | null = null;

/** Loads user, menus and dictionary once for the current token; concurrent callers share the request. */
export const ensureSession = (): Promise<void> => {
  if (useSession.getState().ready) return Promise.resolve();
  pending ??= loadSession().finally(() => {
    pending = null;
  });
  return pending;
};

const hasToken = () => !!useSession.getState().token;

/** Loader of the layout: no token → /login; a password to change → /update-password; else load the session. */
export const requireSession = async ({ request }: { request: Request }) => {
  // Opened without a session (a bookmark, a reload after the session ended): back here after logging in.
  const url = new URL(request.url);
  const login = loginPathFor(`${url.pathname}${url.search}`);
  if (!hasToken()) throw redirect(login);
  if (mustChangePassword()) throw redirect('/update-password');
  try {
    await ensureSession();
  } catch (error) {
    // The HTTP client shows the 401 notice; the user belongs on the login page.
    if (error instanceof HttpError && error.status === 401) throw redirect(login);
    throw error;
  }
  return null;
};

/** Loader of the forced password change: needs a login; the session fills in the account when it loads. */
export const requireToken = async () => {
  if (!hasToken()) throw redirect('/login');
  await ensureSession().catch(() => {});
  return null;
};
