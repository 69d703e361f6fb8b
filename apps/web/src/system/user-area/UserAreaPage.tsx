import { EnvironmentOutlined } from '@ant-design/icons';
import { PERMISSIONS, SysUser } from '@zhwy/contracts';
import { App, Button, Form, Modal, Spin, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../platform/access/access.tsx';
import { type Envelope, http } from '../../platform/http/client.ts';
import { RefSelect, ResourcePage, type Row } from '../../platform/resource/index.ts';

const areasPath = (userId: number) => `/zhwy/api/system/cscpUserAreas/${userId}`;

/** Short texts narrow, so that both times show whole beside the actions on a common screen. */
const COLUMN_WIDTHS = {
  username: { width: 130 },
  mobile: { width: 130 },
  email: { width: 170 },
  status: { width: 80 },
};

const fullNameOf = (row: Row) => `${row.familyName ?? ''}${row.name ?? ''}`;

/** How a person reads a user: the account with the full name beside it. */
const userLabel = (row: Row) => {
  const fullName = fullNameOf(row);
  return fullName ? `${row.username} (${fullName})` : String(row.username);
};

/**
 * The communities of one user's data scope: the current ones read first, then chosen from the tenant's communities
 * (searchable, the spec's 1,000 rows) and saved whole.
 */
function AssignAreasModal({ user, onClose }: { user: Row | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // The choice belongs to the user it was read for: another user's modal starts from its own (null: still reading).
  const [chosen, setChosen] = useState<{ userId: number; ids: number[] } | null>(null);
  const areaIds = user && chosen?.userId === user.id ? chosen.ids : null;
  const setAreaIds = (ids: number[]) => user && setChosen({ userId: user.id, ids });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!user) return;
    let live = true;
    http.get<Envelope<number[]>>(areasPath(user.id)).then(
      (res) => live && setChosen({ userId: user.id, ids: res.data }),
      () => live && onClose(), // the client has shown why
    );
    return () => {
      live = false;
    };
  }, [user, onClose]);

  const save = async () => {
    if (!user || areaIds === null) return;
    setSaving(true);
    try {
      await http.put(areasPath(user.id), { areaIds });
      message.success(t('system.user.areasSaved', { name: user.username, count: areaIds.length }));
      onClose();
    } catch {
      // the client has shown why; the choice stays for another try
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={user !== null}
      title={user ? t('system.user.assignAreasOf', { name: userLabel(user) }) : undefined}
      onCancel={onClose}
      onOk={save}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: areaIds === null, loading: saving }}
      destroyOnHidden
      width={560}
    >
      <Spin spinning={areaIds === null}>
        <Form layout="vertical">
          <Form.Item label={t('system.user.areas')} extra={t('system.user.areasHint')} htmlFor="user-area-select">
            <RefSelect
              id="user-area-select"
              target="base.community"
              mode="multiple"
              value={areaIds ?? []}
              onChange={(ids: unknown) => setAreaIds(ids as number[])}
              placeholder={t('system.user.areasPlaceholder')}
              allowClear
              maxTagCount="responsive"
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Form>
        <Typography.Text type="secondary">{t('system.user.areasCount', { count: areaIds?.length ?? 0 })}</Typography.Text>
      </Spin>
    </Modal>
  );
}

/**
 * 用户小区授权: the user list (the spec's user list call) with one action, choosing the communities a user's data
 * scope covers, until the user screens of the administration issue exist.
 */
export function UserAreaPage() {
  const { t } = useTranslation();
  const [assigning, setAssigning] = useState<Row | null>(null);
  const close = useCallback(() => setAssigning(null), []);
  return (
    <>
      <ResourcePage
        entity={SysUser}
        nameField="username"
        // Family and given name in one column, as the spec's user list shows the name (the detail keeps both).
        columns={{ ...COLUMN_WIDTHS, familyName: { title: t('system.user.fullName'), width: 110, render: (_: unknown, row: Row) => fullNameOf(row) } }}
        hideColumns={['name', 'userNo', 'sex', 'poster']}
        rowActions={(row) => (
          <Auth code={PERMISSIONS.user.area}>
            <Button type="link" size="small" icon={<EnvironmentOutlined />} onClick={() => setAssigning(row)}>
              {t('system.user.assignAreas')}
            </Button>
          </Auth>
        )}
      />
      <AssignAreasModal user={assigning} onClose={close} />
    </>
  );
}
