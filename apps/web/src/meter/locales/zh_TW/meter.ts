import type { METER_DICTIONARIES, MeterInfo, MeterReading } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** 儀表與抄表。 */
export const meter: {
  meterInfo: EntityTexts<typeof MeterInfo>;
  meterReading: EntityTexts<typeof MeterReading>;
  dictValues: DictTexts<(typeof METER_DICTIONARIES)[number]>;
  entry: Record<string, string>;
} = {
  meterInfo: {
    title: '儀表',
    fields: { areaId: '所屬社區', meterNo: '表號', meterType: '儀表類型', buildingId: '樓棟', roomId: '房屋', feeItemId: '收費項', initialReading: '初始讀數', state: '狀態', remark: '備註', createTime: '建立時間' },
  },
  meterReading: {
    title: '抄表記錄',
    fields: {
      areaId: '所屬社區',
      buildingId: '樓棟',
      roomId: '房屋',
      feeItemId: '收費項',
      meterId: '表號',
      period: '抄表月份',
      previousReading: '上期讀數',
      currentReading: '本期讀數',
      usage: '用量',
      reader: '抄表人',
      readingDate: '抄表日期',
      remark: '備註',
      createTime: '錄入時間',
    },
  },
  dictValues: { meter_type: { '1': '水錶', '2': '電錶', '3': '燃氣錶' }, meter_state: { '1': '使用中', '0': '停用' } },
  entry: {
    button: '抄表錄入',
    title: '抄表錄入（按樓棟、月份）',
    pick: '請選擇樓棟、收費項和抄表月份，列出該樓棟各房屋的儀表及上期讀數',
    empty: '該樓棟沒有此收費項的使用中儀表',
    later: '已有 {{period}} 讀數',
    entered: '已錄入',
    state: '狀態',
    save: '儲存本月讀數',
    nothing: '請至少填寫一個本期讀數',
    saved: '已儲存 {{count}} 筆抄表記錄',
  },
};
