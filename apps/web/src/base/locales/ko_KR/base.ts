import type { Community } from '@zhwy/contracts';
import type { EntityTexts } from '../../../platform/resource/labels.ts';
import { dictValues } from './dicts.ts';
import { findingTexts } from './finding.ts';
import { hierarchyTexts } from './hierarchy.ts';
import { parkingTexts } from './parking.ts';
import { residentTexts } from './residents.ts';

const community: EntityTexts<typeof Community> = {
  title: '단지',
  fields: {
    areaCode: '단지 코드',
    areaName: '단지명',
    province: '성',
    city: '시',
    district: '구·현',
    regionCode: '행정구역 코드',
    address: '상세 주소',
    totalArea: '부지 면적(㎡)',
    propertyCompany: '관리 회사',
    contact: '담당자',
    phone: '연락처',
    status: '상태',
    remark: '비고',
    createTime: '생성 시간',
  },
};

/** 기초 데이터. */
export const base = { community: { ...community, generateCode: '코드 생성' }, ...hierarchyTexts, ...residentTexts, ...parkingTexts, ...findingTexts, dictValues };
