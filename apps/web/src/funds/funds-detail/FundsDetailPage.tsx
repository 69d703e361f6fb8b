import { UserFundsDetail } from '@zhwy/contracts';
import { ResourcePage } from '../../platform/resource/index.ts';

/**
 * 资金明细: every movement of the communities' accounts, read only here (a movement is written by a recharge, a
 * payment or a refund; the ledger is never edited on screen).
 */
const LEDGER = { ...UserFundsDetail, paths: { list: UserFundsDetail.paths.list, item: UserFundsDetail.paths.item } };

export function FundsDetailPage() {
  return <ResourcePage entity={LEDGER} nameField="residentName" />;
}
