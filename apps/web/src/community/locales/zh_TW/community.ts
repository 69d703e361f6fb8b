import type { COMMUNITY_DICTIONARIES, CreditsShopGood, CreditsShopPickUpAddress } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** 社區服務：積分商城。 */
export const community: {
  creditsGood: EntityTexts<typeof CreditsShopGood>;
  pickUpAddress: EntityTexts<typeof CreditsShopPickUpAddress>;
  dictValues: DictTexts<(typeof COMMUNITY_DICTIONARIES)[number]>;
} = {
  creditsGood: {
    title: '積分商品',
    fields: {
      goodCode: '商品編碼',
      goodName: '商品名稱',
      goodType: '商品類型',
      creditsPrice: '兌換積分',
      status: '狀態',
      inventory: '庫存',
      downTime: '下架時間',
      limited: '每人限兌',
      pickUpAddress: '自取地址',
      imageUrl: '商品圖片',
      describes: '商品描述',
      createTime: '建立時間',
    },
  },
  pickUpAddress: {
    title: '自取點',
    fields: {
      areaId: '所屬社區',
      address: '自取地址',
      lat: '緯度',
      lng: '經度',
      status: '狀態',
      createTime: '建立時間',
    },
  },
  dictValues: {
    credits_good_type: { '0': '實物', '1': '虛擬' },
    credits_good_status: { '0': '上架', '1': '下架' },
    credits_pick_up_status: { '0': '開放', '1': '關閉' },
  },
};
