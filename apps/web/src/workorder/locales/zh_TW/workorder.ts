import type { WORKORDER_DICTIONARIES, WorkOrder } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** 工單。 */
export const workorder: { workOrder: EntityTexts<typeof WorkOrder>; dictValues: DictTexts<(typeof WORKORDER_DICTIONARIES)[number]>; page: Record<string, string> } = {
  workOrder: {
    title: '工單',
    fields: {
      areaId: '所屬小區',
      title: '標題',
      orderType: '工單類型',
      roomId: '房屋',
      content: '內容',
      reporterName: '報事人',
      reporterPhone: '聯絡電話',
      photos: '圖片',
      urgent: '是否加急',
      state: '工單狀態',
      assigneeId: '處理人',
      deadline: '處理時限',
      finishPhotos: '完成圖片',
      score: '評分',
      evaluation: '評價內容',
      createTime: '登記時間',
    },
    transitions: { assign: { assigneeId: '處理人' }, finish: { finishPhotos: '完成圖片' }, evaluate: { score: '評分', evaluation: '評價內容' }, cancel: { cancelReason: '取消原因' } },
  },
  dictValues: {
    work_order_type: { '1': '報修', '2': '投訴', '3': '諮詢', '4': '其他' },
    work_order_state: { '0': '待派單', '1': '已派單', '2': '處理中', '3': '已完成', '4': '已評價', '5': '已取消' },
    work_order_urgent: { '0': '普通', '1': '加急' },
  },
  page: { overdue: '已逾期', overdueOnly: '只看逾期' },
};
