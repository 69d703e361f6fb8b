import type { BASE_DICTIONARIES, Community } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** 기초 데이터. */
export const base: { community: EntityTexts<typeof Community>; dictValues: DictTexts<(typeof BASE_DICTIONARIES)[number]> } = {
  community: {
    title: '단지',
    fields: {
      areaCode: '단지 코드',
      areaName: '단지명',
      province: '성',
      city: '시',
      district: '구·현',
      address: '상세 주소',
      totalArea: '부지 면적(㎡)',
      propertyCompany: '관리 회사',
      contact: '담당자',
      phone: '연락처',
      status: '상태',
      remark: '비고',
      createTime: '생성 시간',
    },
  },
  dictValues: {
    com_area_status: { '0': '정상', '1': '중지' },
  },
};
