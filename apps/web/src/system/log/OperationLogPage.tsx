import { OperationLog } from '@zhwy/contracts';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../platform/resource/index.ts';
import { JsonText, longTextColumn, statusColumn, timeColumn } from './columns.tsx';

/**
 * 操作日志: every mutating call, newest first; parameters and errors open in full on hover, and a row's operation
 * opens its read-only detail, where path, parameters (as indented JSON) and error are readable in full.
 */
export function OperationLogPage() {
  const { t } = useTranslation();
  return (
    <ResourcePage
      entity={OperationLog}
      nameField="message"
      title={t('system.operationLog.title')}
      table={{ tableLayout: 'fixed', scroll: { x: 1100 } }}
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
      details={{ params: (value) => <JsonText value={value} />, error: (value) => <JsonText value={value} /> }}
    />
  );
}
