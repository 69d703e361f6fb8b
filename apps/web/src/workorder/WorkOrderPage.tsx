import { WorkOrder, isOverdue } from '@zhwy/contracts';
import { Space, Switch, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../platform/resource/derive.ts';
import { ResourcePage } from '../platform/resource/index.ts';
import { AssignAction } from './AssignAction.tsx';

/** The spec's work-order list: its first page, 10 rows. */
const PAGE_SIZE = 10;

/**
 * 工单管理: the framework's page (search, list, form, the transitions as row actions, the history in the detail
 * drawer); 派单 picks the assignee from the spec's user list; an open order past its deadline is tagged 已超期, and
 * 只看超期 lists only those (open states, deadline before now).
 */
export function WorkOrderPage() {
  const { t } = useTranslation();
  const [overdueOnly, setOverdueOnly] = useState(false);
  const [now, setNow] = useState(() => new Date().toISOString());
  const fixedQuery = overdueOnly ? { 'state.in': '0,1,2', 'deadline.to': now } : undefined;
  return (
    <ResourcePage
      key={overdueOnly ? `overdue-${now}` : 'all'}
      entity={WorkOrder}
      nameField="title"
      formContainer="drawer"
      listOptions={{ pageSize: PAGE_SIZE, fixedQuery }}
      transitions={{ assign: (row, done) => <AssignAction row={row} onDone={done} /> }}
      columns={{
        deadline: {
          // The time and, past it, the 已超期 tag side by side.
          width: 220,
          render: (value: unknown, row: Row) => (
            <Space size={4}>
              {value ? dayjs(String(value)).format('YYYY-MM-DD HH:mm') : ''}
              {isOverdue(row) && <Tag color="error">{t('workorder.page.overdue')}</Tag>}
            </Space>
          ),
        },
      }}
      toolbar={() => (
        <Space>
          <Switch
            aria-label={t('workorder.page.overdueOnly')}
            checked={overdueOnly}
            onChange={(checked) => {
              setNow(new Date().toISOString());
              setOverdueOnly(checked);
            }}
          />
          {t('workorder.page.overdueOnly')}
        </Space>
      )}
    />
  );
}
