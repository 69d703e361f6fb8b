import { LateFeeConfig } from '@zhwy/contracts';
import { ResourcePage, rowLabelOf } from '../../platform/resource/index.ts';

/**
 * 滞纳金设置: one rule per community (a daily rate after the grace days, capped at a share of the principal), known by
 * its community's name.
 */
export function LateFeePage() {
  return <ResourcePage entity={LateFeeConfig} nameField="areaId" rowName={(row) => rowLabelOf(row, 'areaId') ?? String(row.areaId ?? '')} />;
}
