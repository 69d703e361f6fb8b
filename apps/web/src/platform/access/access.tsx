import type { ReactNode } from 'react';
import { useSession } from '../session/store.ts';

/** A code is allowed when the user holds it; an element without a code is always shown. */
export const canAny = (permissions: readonly string[], codes?: string | readonly string[]) => {
  if (!codes || codes.length === 0) return true;
  const list = typeof codes === 'string' ? [codes] : codes;
  return list.some((code) => permissions.includes(code));
};

export const useAccess = () => {
  const permissions = useSession((s) => s.permissions);
  return { can: (codes?: string | readonly string[]) => canAny(permissions, codes) };
};

/** Renders children only when the user holds one of the codes. The server refuses regardless. */
export function Auth({ code, children }: { code?: string | readonly string[]; children: ReactNode }) {
  const { can } = useAccess();
  return can(code) ? <>{children}</> : null;
}
