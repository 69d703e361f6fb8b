import { FundConfig } from '@zhwy/contracts';
import { ResourcePage, rowLabelOf } from '../../platform/resource/index.ts';

/** 资金配置: one per community (启用, the least and the most one recharge may be), known by its community's name. */
export function FundConfigPage() {
  return <ResourcePage entity={FundConfig} nameField="areaId" rowName={(row) => rowLabelOf(row, 'areaId') ?? String(row.areaId ?? '')} />;
}
