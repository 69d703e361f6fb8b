import { useSession } from './store.ts';

/**
 * Small choices remembered per user on this device (the current community of the list pages' trees): kept in
 * local storage under the tenant and the user, so that another account on the same browser has its own, and kept
 * across a logout (clearSession leaves the `user:` keys), as the language and the display settings are.
 */
export const USER_MEMORY_PREFIX = 'user:';

const keyOf = (name: string): string | null => {
  const { tenant, user } = useSession.getState();
  return user ? `${USER_MEMORY_PREFIX}${tenant?.code ?? ''}:${user.id}:${name}` : null;
};

/** What the signed-in user last chose under `name`, or undefined. */
export const recall = <T>(name: string): T | undefined => {
  const key = keyOf(name);
  if (!key) return undefined;
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
};

/** Remembers (or, with undefined, forgets) the signed-in user's choice under `name`. */
export const remember = (name: string, value: unknown): void => {
  const key = keyOf(name);
  if (!key) return;
  if (value === undefined) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(value));
};
