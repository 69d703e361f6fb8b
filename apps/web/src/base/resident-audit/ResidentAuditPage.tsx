import { ResidentAudit } from '@zhwy/contracts';
import { ResourcePage } from '../../platform/resource/index.ts';
import { AuditAction } from './AuditModal.tsx';

/** 住户审核: the residents' self-registrations, filtered by status; 审核 on pending rows, detail, delete and export from the framework. */
export function ResidentAuditPage() {
  return <ResourcePage entity={ResidentAudit} nameField="name" hideColumns={['sex']} rowActions={(row, reload) => <AuditAction row={row} onDone={reload} />} />;
}
