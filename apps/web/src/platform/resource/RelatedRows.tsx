import type { EntityDef } from '@zhwy/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Row, titleKey } from './derive.ts';
import { ResourceTable } from './ResourceTable.tsx';
import { useResourceList } from './useResourceList.ts';

/** Rows of another entity that refer to a row (`field` names it): a resident's room bindings under its detail. */
export type Related = { entity: EntityDef; field: string; hide?: readonly string[] };

/** One related list in a detail drawer: the other entity's own list call and table, ten rows a page, quiet when refused. */
export function RelatedRows({ related: { entity, field, hide = [] }, row }: { related: Related; row: Row }) {
  const { t } = useTranslation();
  const list = useResourceList(entity, { fixedQuery: { [`${field}.equals`]: String(row.id) }, pageSize: 10, silent: true });
  return (
    <section aria-label={t(titleKey(entity))} style={{ marginTop: 24 }}>
      <Typography.Title level={5}>{t(titleKey(entity))}</Typography.Title>
      <ResourceTable entity={entity} list={list} hide={[field, ...hide]} size="small" />
    </section>
  );
}
