import type { Community } from '@zhwy/contracts';
import type { EntityTexts } from '../../../platform/resource/labels.ts';
import { dictValues } from './dicts.ts';
import { findingTexts } from './finding.ts';
import { hierarchyTexts } from './hierarchy.ts';
import { parkingTexts } from './parking.ts';
import { residentTexts } from './residents.ts';

const community: EntityTexts<typeof Community> = {
  title: '団地',
  fields: {
    areaCode: '団地コード',
    areaName: '団地名',
    province: '省',
    city: '市',
    district: '区・県',
    regionCode: '行政区画コード',
    address: '住所',
    totalArea: '敷地面積（㎡）',
    propertyCompany: '管理会社',
    contact: '担当者',
    phone: '電話番号',
    status: '状態',
    remark: '備考',
    createTime: '作成日時',
  },
};

/** 基礎データ。 */
export const base = { community: { ...community, generateCode: 'コードを生成' }, ...hierarchyTexts, ...residentTexts, ...parkingTexts, ...findingTexts, dictValues };
