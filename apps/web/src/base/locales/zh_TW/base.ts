import type { BASE_DICTIONARIES, Community } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** 基礎資料。 */
export const base: { community: EntityTexts<typeof Community>; dictValues: DictTexts<(typeof BASE_DICTIONARIES)[number]> } = {
  community: {
    title: '社區',
    fields: {
      areaCode: '社區編碼',
      areaName: '社區名稱',
      province: '省份',
      city: '城市',
      district: '區縣',
      address: '詳細地址',
      totalArea: '占地面積（平方公尺）',
      propertyCompany: '物業公司',
      contact: '聯絡人',
      phone: '聯絡電話',
      status: '狀態',
      remark: '備註',
      createTime: '建立時間',
    },
  },
  dictValues: {
    com_area_status: { '0': '正常', '1': '停用' },
  },
};
