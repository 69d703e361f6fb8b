import type { METER_DICTIONARIES, MeterInfo, MeterReading } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** メーターと検針。 */
export const meter: {
  meterInfo: EntityTexts<typeof MeterInfo>;
  meterReading: EntityTexts<typeof MeterReading>;
  dictValues: DictTexts<(typeof METER_DICTIONARIES)[number]>;
  entry: Record<string, string>;
} = {
  meterInfo: {
    title: 'メーター',
    fields: { areaId: '団地', meterNo: 'メーター番号', meterType: 'メーター種別', buildingId: '棟', roomId: '部屋', feeItemId: '料金項目', initialReading: '初期指示数', state: '状態', remark: '備考', createTime: '作成日時' },
  },
  meterReading: {
    title: '検針記録',
    fields: {
      areaId: '団地',
      buildingId: '棟',
      roomId: '部屋',
      feeItemId: '料金項目',
      meterId: 'メーター番号',
      period: '検針月',
      previousReading: '前回指示数',
      currentReading: '今回指示数',
      usage: '使用量',
      reader: '検針者',
      readingDate: '検針日',
      remark: '備考',
      createTime: '入力日時',
    },
  },
  dictValues: { meter_type: { '1': '水道メーター', '2': '電気メーター', '3': 'ガスメーター' }, meter_state: { '1': '使用中', '0': '使用停止' } },
  entry: {
    button: '検針入力',
    title: '検針入力（棟・月ごと）',
    pick: '棟、料金項目、検針月を選ぶと、各部屋のメーターと前回指示数が表示されます',
    empty: 'この棟にはこの料金項目の使用中メーターがありません',
    later: '{{period}} 検針済み',
    entered: '入力済み',
    state: '状態',
    save: '今月の指示数を保存',
    nothing: '今回指示数を一つ以上入力してください',
    saved: '{{count}} 件の検針記録を保存しました',
  },
};
