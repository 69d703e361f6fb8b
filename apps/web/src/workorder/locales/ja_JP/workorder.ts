import type { WORKORDER_DICTIONARIES, WorkOrder } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** 作業指示。 */
export const workorder: { workOrder: EntityTexts<typeof WorkOrder>; dictValues: DictTexts<(typeof WORKORDER_DICTIONARIES)[number]>; page: Record<string, string> } = {
  workOrder: {
    title: '作業指示',
    fields: {
      areaId: '団地',
      title: 'タイトル',
      orderType: '種別',
      roomId: '部屋',
      content: '内容',
      reporterName: '報告者',
      reporterPhone: '連絡先電話',
      photos: '写真',
      urgent: '至急',
      state: 'ステータス',
      assigneeId: '担当者',
      deadline: '処理期限',
      finishPhotos: '完了写真',
      score: '評価点',
      evaluation: '評価内容',
      createTime: '登録日時',
    },
    transitions: { assign: { assigneeId: '担当者' }, finish: { finishPhotos: '完了写真' }, evaluate: { score: '評価点', evaluation: '評価内容' }, cancel: { cancelReason: 'キャンセル理由' } },
  },
  dictValues: {
    work_order_type: { '1': '修理', '2': '苦情', '3': '問い合わせ', '4': 'その他' },
    work_order_state: { '0': '未割当', '1': '割当済み', '2': '対応中', '3': '完了', '4': '評価済み', '5': 'キャンセル' },
    work_order_urgent: { '0': '通常', '1': '至急' },
  },
  page: { overdue: '期限超過', overdueOnly: '期限超過のみ' },
};
