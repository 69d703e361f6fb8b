import { AuditOutlined } from '@ant-design/icons';
import { type EntityDef, actionCode, permissionOf } from '@zhwy/contracts';
import { Button, Flex, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../access/access.tsx';
import { type SetFieldCall, useResourceSetField } from './actions.tsx';
import { type Row, labelKey } from './derive.ts';
import { EnumTag } from './ResourceTable.tsx';

/** The permission a transition needs: its own action's (`base:residentAudit:audit`), else the entity's edit code. */
export const transitionCode = (entity: EntityDef, call: SetFieldCall): string => (call.action ? actionCode(entity, call.action) : permissionOf(entity, 'edit'));

/** The entity's named transitions (an audit's `verify`): each is a row action where the row's state allows it. */
export const transitionsOf = (entity: EntityDef): SetFieldCall[] =>
  (entity.calls ?? []).filter((call): call is SetFieldCall => call.style === 'setField' && !!call.name && !!call.from);

type Props = { entity: EntityDef; call: SetFieldCall; row: Row; name?: string; onDone: () => void };

/**
 * One transition of one row (审核): shown to whoever may edit while the row is in one of the call's `from` states; a
 * dialog names the row and its state and offers the call's `to` states (已发布 / 已驳回); the server checks again.
 */
export function TransitionAction({ entity, call, row, name, onDone }: Props) {
  const { t } = useTranslation();
  const { can } = useAccess();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const set = useResourceSetField(entity, call.field, onDone, call.name);
  const def = entity.fields[call.field]!;
  const value = String(row[call.field] ?? '');
  if (!can(transitionCode(entity, call)) || !call.from?.includes(value)) return null;
  const verb = t(`resource.calls.${call.name}`);
  const submit = async () => {
    if (!choice) return;
    setBusy(true);
    const done = await set(row, choice);
    setBusy(false);
    if (done) setOpen(false);
  };
  return (
    <>
      <Button type="link" size="small" icon={<AuditOutlined />} onClick={() => { setChoice(undefined); setOpen(true); }}>
        {verb}
      </Button>
      <Modal
        open={open}
        title={t('resource.transitionTitle', { verb, name: name ?? `#${row.id}` })}
        onCancel={() => setOpen(false)}
        onOk={submit}
        okText={t('common.ok')}
        cancelText={t('common.cancel')}
        okButtonProps={{ disabled: !choice }}
        confirmLoading={busy}
        destroyOnHidden
        width={440}
      >
        <Flex vertical gap={16} style={{ marginTop: 16 }}>
          <Flex align="center" gap={8}>
            {t(labelKey(entity, call.field))}: <EnumTag entity={entity} name={call.field} field={def} value={value} />
          </Flex>
          <Radio.Group
            aria-label={t('resource.transitionTo')}
            value={choice}
            onChange={(event) => setChoice(event.target.value as string)}
            options={(call.to ?? []).map((to) => ({ value: to, label: <EnumTag entity={entity} name={call.field} field={def} value={to} /> }))}
          />
        </Flex>
      </Modal>
    </>
  );
}
