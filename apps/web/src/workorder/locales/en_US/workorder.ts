import type { WORKORDER_DICTIONARIES, WorkOrder } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** Work orders. */
export const workorder: { workOrder: EntityTexts<typeof WorkOrder>; dictValues: DictTexts<(typeof WORKORDER_DICTIONARIES)[number]>; page: Record<string, string> } = {
  workOrder: {
    title: 'Work order',
    fields: {
      areaId: 'Community',
      title: 'Title',
      orderType: 'Type',
      roomId: 'Room',
      content: 'Description',
      reporterName: 'Reported by',
      reporterPhone: 'Contact phone',
      photos: 'Photos',
      urgent: 'Urgency',
      state: 'Status',
      assigneeId: 'Assignee',
      deadline: 'Deadline',
      finishPhotos: 'Photos of the work done',
      score: 'Score',
      evaluation: 'Evaluation',
      createTime: 'Raised',
    },
    transitions: { assign: { assigneeId: 'Assignee' }, finish: { finishPhotos: 'Photos of the work done' }, evaluate: { score: 'Score', evaluation: 'Evaluation' }, cancel: { cancelReason: 'Reason for cancelling' } },
  },
  dictValues: {
    work_order_type: { '1': 'Repair', '2': 'Complaint', '3': 'Enquiry', '4': 'Other' },
    work_order_state: { '0': 'New', '1': 'Assigned', '2': 'In progress', '3': 'Done', '4': 'Evaluated', '5': 'Cancelled' },
    work_order_urgent: { '0': 'Normal', '1': 'Urgent' },
  },
  page: { overdue: 'Overdue', overdueOnly: 'Overdue only' },
};
