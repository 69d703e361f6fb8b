import { METER_DICTIONARIES, MeterInfo, MeterReading } from '@zhwy/contracts';
import { dictTexts, entityTexts } from '../../../platform/resource/labels.ts';

/** 仪表与抄表：字段与字典的中文取自实体定义，与服务端一致；抄表录入的文案在 entry。 */
export const meter = {
  meterInfo: entityTexts(MeterInfo),
  meterReading: entityTexts(MeterReading),
  dictValues: dictTexts(METER_DICTIONARIES),
  entry: {
    button: '抄表录入',
    title: '抄表录入（按楼栋、月份）',
    pick: '请选择楼栋、收费项和抄表月份，列出该楼栋各房屋的仪表及上期读数',
    empty: '该楼栋没有此收费项的在用仪表',
    later: '已有 {{period}} 读数',
    entered: '已录入',
    state: '状态',
    save: '保存本月读数',
    nothing: '请至少填写一个本期读数',
    saved: '已保存 {{count}} 条抄表记录',
  },
};
