import { OperationLog, PERMISSIONS } from '@zhwy/contracts';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../platform/resource/index.ts';
import { CleanButton } from './CleanButton.tsx';
import { JsonText, longTextColumn, statusColumn, timeColumn } from './columns.tsx';
import { UnmaskParams } from './UnmaskParams.tsx';
import { useLogView } from './useLogView.ts';

/**
 * 操作日志: every mutating call, newest first; search by user, path, status and a date range; parameters and errors
 * open in full on hover, and a row's operation opens its read-only detail, where path, parameters (as indented JSON)
 * and error are readable in full. Export (the list's filters) and clean-up with their codes. Personal data in the
 * texts comes masked; whoever may unmask residents opens one row's parameters in clear from the detail (logged).
 */
export function OperationLogPage() {
  const { t } = useTranslation();
  const { view, message } = useLogView(OperationLog);
  const title = t('system.operationLog.title');
  return (
    <ResourcePage
      entity={view}
      nameField="message"
      rowName={message}
      title={title}
      columns={{
        username: { width: 100, ellipsis: true },
        uri: { width: 250, ...longTextColumn() },
        ip: { width: 110 },
        time: timeColumn,
        params: longTextColumn({ width: 200, json: true }),
        message: { ellipsis: true },
        error: longTextColumn(),
        status: statusColumn,
      }}
      details={{
        uri: (value) => <JsonText value={value} />,
        params: (value, row) => <UnmaskParams value={value} row={row} />,
        message: (_value, row) => message(row),
        error: (value) => <JsonText value={value} />,
      }}
      toolbar={(reload) => <CleanButton path="/zhwy/api/system/cscpLogOperations/clean" code={PERMISSIONS.operationLog.clean} name={title} onCleaned={reload} />}
    />
  );
}
