import { LoginLog } from '@zhwy/contracts';
import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceSearchForm, ResourceTable, useResourceList } from '../../platform/resource/index.ts';
import { statusColumn, timeColumn } from './columns.tsx';

/** 登录日志: every login attempt, newest first; search by user name; search failures stay quiet (spec). */
export function LoginLogPage() {
  const { t } = useTranslation();
  const list = useResourceList(LoginLog, { silent: true });
  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <ResourceSearchForm entity={LoginLog} list={list} />
      </Card>
      <Card title={t('system.loginLog.title')}>
        <ResourceTable
          entity={LoginLog}
          list={list}
          columns={{ userName: { width: 160 }, ip: { width: 150 }, time: timeColumn, status: statusColumn }}
        />
      </Card>
    </Flex>
  );
}
