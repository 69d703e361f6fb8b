import { COMMUNITY_DICTIONARIES, CreditsShopGood, CreditsShopPickUpAddress } from '@zhwy/contracts';
import { dictTexts, entityTexts } from '../../../platform/resource/labels.ts';

/** 社区服务：中文文案取自实体定义（字段标签、字典标签），与服务端一致。 */
export const community = {
  creditsGood: entityTexts(CreditsShopGood),
  pickUpAddress: entityTexts(CreditsShopPickUpAddress),
  dictValues: dictTexts(COMMUNITY_DICTIONARIES),
};
