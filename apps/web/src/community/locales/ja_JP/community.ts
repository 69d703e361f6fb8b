import type { COMMUNITY_DICTIONARIES, CreditsShopGood, CreditsShopPickUpAddress } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** コミュニティサービス：ポイントショップ。 */
export const community: {
  creditsGood: EntityTexts<typeof CreditsShopGood>;
  pickUpAddress: EntityTexts<typeof CreditsShopPickUpAddress>;
  dictValues: DictTexts<(typeof COMMUNITY_DICTIONARIES)[number]>;
} = {
  creditsGood: {
    title: 'ポイント商品',
    fields: {
      goodCode: '商品コード',
      goodName: '商品名',
      goodType: '商品種別',
      creditsPrice: '交換ポイント',
      status: '状態',
      inventory: '在庫',
      downTime: '販売終了日時',
      limited: 'お一人様上限',
      pickUpAddress: '受取場所',
      imageUrl: '商品画像',
      describes: '商品説明',
      createTime: '作成日時',
    },
  },
  pickUpAddress: {
    title: '受取所',
    fields: {
      areaId: '所属団地',
      address: '受取場所',
      lat: '緯度',
      lng: '経度',
      status: '状態',
      createTime: '作成日時',
    },
  },
  dictValues: {
    credits_good_type: { '0': '現物', '1': 'デジタル' },
    credits_good_status: { '0': '販売中', '1': '販売停止' },
    credits_pick_up_status: { '0': '営業中', '1': '休止' },
  },
};
