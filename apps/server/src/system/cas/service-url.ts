/** The web app's login page: where CAS sends the browser back with `?ticket=ST-…`, and where it posts single logout. */
export const CAS_SERVICE_PATH = '/login';

const parsed = (text: string): URL | null => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};

/**
 * The service a ticket may be checked for: this tenant's own login page on the host the request came to,
 * `http(s)://<host>/login`, exactly (no query, fragment or credentials). Any other URL is refused before CAS is
 * asked: a ticket CAS issued for another application (which would hand it to us to log in as its user), or a login
 * that sends the browser on to an arbitrary address, cannot pass. Answers the normalised URL, or null.
 */
export const ownServiceUrl = (serviceUrl: string, requestHost: string | undefined): string | null => {
  const url = parsed(serviceUrl);
  if (!url) return null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash || serviceUrl.includes('#')) return null;
  if (url.pathname !== CAS_SERVICE_PATH) return null;
  const own = requestHost ? parsed(`${url.protocol}//${requestHost}`) : null;
  if (!own || own.pathname !== '/' || url.host !== own.host) return null;
  // The string CAS saw at login: the client's own (CAS compares the service strings as they are).
  return serviceUrl;
};
