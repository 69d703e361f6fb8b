import type { BASE_DICTIONARIES, Community } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** 基礎データ。 */
export const base: { community: EntityTexts<typeof Community>; dictValues: DictTexts<(typeof BASE_DICTIONARIES)[number]> } = {
  community: {
    title: '団地',
    fields: {
      areaCode: '団地コード',
      areaName: '団地名',
      province: '省',
      city: '市',
      district: '区・県',
      address: '住所',
      totalArea: '敷地面積（㎡）',
      propertyCompany: '管理会社',
      contact: '担当者',
      phone: '電話番号',
      status: '状態',
      remark: '備考',
      createTime: '作成日時',
    },
  },
  dictValues: {
    com_area_status: { '0': '正常', '1': '停止' },
  },
};
