import { FeeNoticePlan, FeeNoticeRecord } from '@zhwy/contracts';
import { ResourcePage, rowLabelOf } from '../../platform/resource/index.ts';

/**
 * 催缴记录: each room a 发送催缴 reached or skipped (by hand or by a 催缴计划), with the payer's mobile masked; filters
 * and export from the framework, no add, edit or delete (the definition has no such paths).
 */
export function NoticeRecordPage() {
  return <ResourcePage entity={FeeNoticeRecord} nameField="roomId" rowName={(row) => rowLabelOf(row, 'roomId') ?? String(row.roomId ?? '')} />;
}

/** 催缴计划: one per community (the daily job sends on its day of the month), known by its community's name. */
export function NoticePlanPage() {
  return <ResourcePage entity={FeeNoticePlan} nameField="areaId" rowName={(row) => rowLabelOf(row, 'areaId') ?? String(row.areaId ?? '')} />;
}
