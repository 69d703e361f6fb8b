import { ResidentAudit } from '@zhwy/contracts';
import { ResourcePage } from '../../platform/resource/index.ts';
import { AuditAction } from './AuditModal.tsx';

/**
 * 住户审核: the residents' self-registrations, filtered by status; detail (with the audit's history), delete and export
 * from the framework. 审核 is the definition's transition, in this page's dialog: whose ID number it is, and the reason.
 */
export function ResidentAuditPage() {
  return <ResourcePage entity={ResidentAudit} nameField="name" hideColumns={['sex']} transitions={{ audit: (row, done) => <AuditAction row={row} onDone={done} /> }} />;
}
