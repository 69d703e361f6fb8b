import { PatrolJobLog, PatrolLine, PatrolType } from '@zhwy/contracts';
import { ResourcePage } from '../platform/resource/index.ts';

/** 巡检类型: what is inspected, per community. */
export function TypePage() {
  return <ResourcePage entity={PatrolType} nameField="typeName" />;
}

/** 巡检路线: a line and its points in order (the form's table of child rows, moved up and down). */
export function LinePage() {
  return <ResourcePage entity={PatrolLine} nameField="lineName" formContainer="drawer" />;
}

/**
 * 巡检记录: who checked which point when (迟到, out of order), a problem with its photos (the detail drawer), 处理 (the
 * transition, to holders of patrol:log:handle, on 待处理 rows) and the export (downloadJobLog).
 */
export function LogPage() {
  return <ResourcePage entity={PatrolJobLog} nameField="checkTime" showColumns={['photos']} />;
}
