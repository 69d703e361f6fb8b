import { FeeDiscountRule } from '@zhwy/contracts';
import { ResourcePage } from '../../platform/resource/index.ts';

/** 优惠规则: a community's discount rules (the framework's page; the server checks the share or the amount each kind needs). */
export function DiscountRulePage() {
  return <ResourcePage entity={FeeDiscountRule} nameField="ruleName" />;
}
