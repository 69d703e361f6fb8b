import type { COMMUNITY_DICTIONARIES, CreditsShopGood, CreditsShopPickUpAddress } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** 커뮤니티 서비스: 포인트 상점. */
export const community: {
  creditsGood: EntityTexts<typeof CreditsShopGood>;
  pickUpAddress: EntityTexts<typeof CreditsShopPickUpAddress>;
  dictValues: DictTexts<(typeof COMMUNITY_DICTIONARIES)[number]>;
} = {
  creditsGood: {
    title: '포인트 상품',
    fields: {
      goodCode: '상품 코드',
      goodName: '상품명',
      goodType: '상품 유형',
      creditsPrice: '교환 포인트',
      status: '상태',
      inventory: '재고',
      downTime: '판매 종료 시간',
      limited: '1인당 한도',
      pickUpAddress: '수령 주소',
      imageUrl: '상품 이미지',
      describes: '상품 설명',
      createTime: '생성 시간',
    },
  },
  pickUpAddress: {
    title: '수령처',
    fields: {
      areaId: '소속 단지',
      address: '수령 주소',
      lat: '위도',
      lng: '경도',
      status: '상태',
      createTime: '생성 시간',
    },
  },
  dictValues: {
    credits_good_type: { '0': '실물', '1': '가상' },
    credits_good_status: { '0': '판매 중', '1': '판매 중지' },
    credits_pick_up_status: { '0': '운영', '1': '중지' },
  },
};
