import { UnorderedListOutlined } from '@ant-design/icons';
import { PATROL_TASK_POINTS, PatrolTask, type TaskPointRow } from '@zhwy/contracts';
import { Button, Drawer, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Envelope, http } from '../platform/http/client.ts';
import type { Row } from '../platform/resource/index.ts';
import { ResourcePage } from '../platform/resource/index.ts';

const TONES: Record<TaskPointRow['status'], string> = { checked: 'success', late: 'warning', pending: 'default', missed: 'error' };

/** A task's points in the line's order: 已巡, 迟到, 待巡 or 漏检, who checked when, and a problem's state. */
function TaskPoints({ id }: { id: number }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<TaskPointRow[] | null>(null);
  useEffect(() => {
    void http.get<Envelope<TaskPointRow[]>>(PATROL_TASK_POINTS.replace(':id', String(id))).then((answer) => setRows(answer.data));
  }, [id]);
  return (
    <Table<TaskPointRow>
      rowKey="pointId"
      size="small"
      pagination={false}
      loading={rows === null}
      dataSource={rows ?? []}
      columns={[
        { title: t('patrol.points.sort'), dataIndex: 'sort', width: 60 },
        { title: t('patrol.points.point'), dataIndex: 'pointName' },
        { title: t('patrol.points.status'), dataIndex: 'status', render: (status: TaskPointRow['status']) => <Tag color={TONES[status]}>{t(`patrol.points.${status}`)}</Tag> },
        { title: t('patrol.points.checkTime'), dataIndex: 'checkTime' },
        { title: t('patrol.points.user'), dataIndex: 'userName' },
        { title: t('patrol.points.inOrder'), dataIndex: 'inOrder', render: (v: string | null) => (v === null ? '' : t(`patrol.dictValues.patrol_yes_no.${v}`)) },
        { title: t('patrol.points.problem'), dataIndex: 'problem', render: (v: string | null, row) => (v ? `${v}（${t(`patrol.dictValues.patrol_handle_state.${row.handleState ?? '1'}`)}）` : '') },
      ]}
    />
  );
}

function PointsAction({ row }: { row: Row }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" icon={<UnorderedListOutlined />} onClick={() => setOpen(true)}>
        {t('patrol.points.button')}
      </Button>
      <Drawer open={open} size="large" title={t('patrol.points.title')} onClose={() => setOpen(false)} destroyOnHidden>
        {open ? <TaskPoints id={Number(row.id)} /> : null}
      </Drawer>
    </>
  );
}

/** 巡检任务: the tasks the daily job made (read-only), each with its points (巡检点: missed and late ones visible). */
export function TaskPage() {
  return <ResourcePage entity={PatrolTask} nameField="taskDate" rowActions={(row) => <PointsAction row={row} />} detailExtra={(row) => <TaskPoints id={Number(row.id)} />} />;
}
