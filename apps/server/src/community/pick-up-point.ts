import { and, eq } from 'drizzle-orm';
import type { HookContext } from '../platform/entity-context.ts';
import { validationFailed } from '../platform/errors.ts';
import { scopeWhere } from '../platform/scope-sql.ts';
import { creditsShopPickUpAddress as point } from './schema.ts';

/**
 * A good's 自提地址 is one of the caller's pick-up points (自提点), chosen in the form from their list: the spec keeps
 * it as text (what the resident app shows, `pickUpAddress` max 100), so the text must be a live point's address in the
 * caller's communities. A stored address left as it is passes on an edit, even if its point has gone since.
 */
export const pickUpPointChosen = async ({ tx, scope, current }: HookContext, values: Record<string, unknown>) => {
  const address = values.pickUpAddress;
  if (typeof address !== 'string' || address === '' || (current && current.pickUpAddress === address)) return;
  const [found] = await tx
    .select({ id: point.id })
    .from(point)
    .where(and(scopeWhere(point, scope, { community: point.areaId }), eq(point.address, address)))
    .limit(1);
  if (!found) throw validationFailed({ pickUpAddress: 'refMissing' });
};
