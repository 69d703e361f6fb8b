/**
 * What the login page's address may carry and must not keep: a CAS service ticket on the way back from CAS
 * (`?ticket=ST-…`) and the special entries' parameters, a password among them (spec §2: `username`, `password` and
 * `level2domain` start the city login; `user` and `pwd` the automatic login). Read once, at the very start of the app
 * (main.tsx, before any request or render), and removed from the address bar and history at once.
 */
export type SpecialEntry =
  | { kind: 'city'; username: string; password: string; level2domain: string }
  | { kind: 'laiZhou'; username: string; password: string };

export type LoginParams = { ticket: string | null; entry: SpecialEntry | null };

let captured: LoginParams = { ticket: null, entry: null };
const SECRET_PARAMS = ['ticket', 'username', 'password', 'level2domain', 'user', 'pwd'];

/** Reads the parameters of a `/login` address into memory and replaces the address by one without them. */
export const captureLoginParams = (
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
  history: Pick<History, 'state' | 'replaceState'> = window.history,
): LoginParams => {
  if (location.pathname !== '/login' || !location.search) return captured;
  const query = new URLSearchParams(location.search);
  const get = (name: string) => query.get(name) ?? '';
  const ticket = get('ticket').startsWith('ST-') ? get('ticket') : null;
  let entry: SpecialEntry | null = null;
  if (get('username') && get('password') && get('level2domain')) {
    entry = { kind: 'city', username: get('username'), password: get('password'), level2domain: get('level2domain') };
  } else if (get('user') && get('pwd')) {
    entry = { kind: 'laiZhou', username: get('user'), password: get('pwd') };
  }
  if (SECRET_PARAMS.some((name) => query.has(name))) {
    for (const name of SECRET_PARAMS) query.delete(name);
    const rest = query.toString();
    history.replaceState(history.state, '', `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`);
  }
  captured = { ticket, entry };
  return captured;
};

/** The CAS ticket the address carried, until consumed (a ticket is checked once). */
export const pendingCasTicket = (): string | null => captured.ticket;
export const consumeCasTicket = () => {
  captured = { ...captured, ticket: null };
};

/** The special entry the address carried, until consumed (its password then lives only in the login's own state). */
export const pendingSpecialEntry = (): SpecialEntry | null => captured.entry;
export const consumeSpecialEntry = () => {
  captured = { ...captured, entry: null };
};
