import { WORKORDER_DICTIONARIES, WorkOrder } from '@zhwy/contracts';
import { dictTexts, entityTexts } from '../../../platform/resource/labels.ts';

/** 工单：字段、流转字段与字典的中文取自实体定义，与服务端一致；页面自己的文案在 page。 */
export const workorder = {
  workOrder: entityTexts(WorkOrder),
  dictValues: dictTexts(WORKORDER_DICTIONARIES),
  page: { overdue: '已超期', overdueOnly: '只看超期' },
};
