import { LateFeeConfig } from '@zhwy/contracts';
import { ResourcePage } from '../../platform/resource/index.ts';

/** 滞纳金设置: one rule per community (a daily rate after the grace days, capped at a share of the principal). */
export function LateFeePage() {
  return <ResourcePage entity={LateFeeConfig} nameField="areaId" />;
}
