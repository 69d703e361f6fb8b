import type { EntityDef } from '@zhwy/contracts';
import { useEffect } from 'react';
import { http } from '../http/client.ts';
import { useCurrentPage } from '../pages/current-page.ts';
import { clearPageParam, usePageParams } from '../pages/page-params.ts';
import { type Row, itemPath } from './derive.ts';

/**
 * A link from another page to one row (PageLink with `{ detail: id }`: a room's residents, a resident's rooms): the
 * row is read by the entity's item call and `open` shows its detail; the parameter is then forgotten, so that the
 * tab shows its list when it is next visited or reloaded. A row the reader may not see is a 404 the client shows.
 */
export function useLinkedDetail(entity: EntityDef, open: (row: Row) => void) {
  const component = useCurrentPage();
  const wanted = usePageParams(component ?? '').detail;
  useEffect(() => {
    const id = Number(wanted);
    if (!component || !entity.paths.item || !Number.isSafeInteger(id) || id <= 0) return;
    clearPageParam(component, 'detail');
    http.get<Row>(itemPath(entity.paths.item, id)).then(open, () => undefined);
  }, [component, wanted, entity, open]);
}
