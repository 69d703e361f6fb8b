import type { Community } from '@zhwy/contracts';
import type { EntityTexts } from '../../../platform/resource/labels.ts';
import { dictValues } from './dicts.ts';
import { findingTexts } from './finding.ts';
import { hierarchyTexts } from './hierarchy.ts';
import { parkingTexts } from './parking.ts';
import { residentTexts } from './residents.ts';

const community: EntityTexts<typeof Community> = {
  title: '社區',
  fields: {
    areaCode: '社區編碼',
    areaName: '社區名稱',
    province: '省份',
    city: '城市',
    district: '區縣',
    regionCode: '行政區劃代碼',
    address: '詳細地址',
    totalArea: '占地面積（平方公尺）',
    propertyCompany: '物業公司',
    contact: '聯絡人',
    phone: '聯絡電話',
    status: '狀態',
    remark: '備註',
    createTime: '建立時間',
  },
};

/** 基礎資料。 */
export const base = { community: { ...community, generateCode: '產生編碼' }, ...hierarchyTexts, ...residentTexts, ...parkingTexts, ...findingTexts, dictValues };
