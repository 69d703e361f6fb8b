import { OperationLog } from '@zhwy/contracts';
import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceSearchForm, ResourceTable, useResourceList } from '../../platform/resource/index.ts';
import { longTextColumn, statusColumn, timeColumn } from './columns.tsx';

/** 操作日志: every mutating call, newest first; parameters and errors open in full on hover. */
export function OperationLogPage() {
  const { t } = useTranslation();
  const list = useResourceList(OperationLog);
  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <ResourceSearchForm entity={OperationLog} list={list} />
      </Card>
      <Card title={t('system.operationLog.title')}>
        <ResourceTable
          entity={OperationLog}
          list={list}
          tableLayout="fixed"
          scroll={{ x: 1100 }}
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
        />
      </Card>
    </Flex>
  );
}
