/** The query parameter of the login page naming where to go back after logging in again. */
export const REDIRECT_PARAM = 'redirect';

/** Pages that are no place to come back to: the login itself, the forced password change, the 404. */
const NO_RETURN = /^\/(login|update-password|404)?(\/|$|\?)/;

/** A path of this app (`/base/communities?x=1`), never another origin (`//evil`, `/\evil`, `https://…`). */
const isOwnPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/** The login page's address that brings the user back to `path` (the page a 401 interrupted). */
export const loginPathFor = (path: string): string =>
  isOwnPath(path) && !NO_RETURN.test(path) && path !== '/home' ? `/login?${REDIRECT_PARAM}=${encodeURIComponent(path)}` : '/login';

/** Where to go after logging in: the address's `redirect` when it is one of our pages, else null (home). */
export const returnPathOf = (search: string): string | null => {
  const target = new URLSearchParams(search).get(REDIRECT_PARAM);
  return target && isOwnPath(target) && !NO_RETURN.test(target) ? target : null;
};
