import { FUNDS_RECHARGE, type FieldDef, UserFunds, UserFundsDetail, VALIDATION_MESSAGES, formatMessage, money, permissionOf, textarea } from '@zhwy/contracts';
import { App, Button, Drawer, Flex, Form, Input, Modal, Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../platform/access/access.tsx';
import { http } from '../../platform/http/client.ts';
import { useLocaleStore } from '../../platform/i18n/index.ts';
import { ResourcePage, ResourceTable, type Row, serverFieldErrors, useResourceList } from '../../platform/resource/index.ts';
import { type RuleText, fieldRules, stripInput } from '../../platform/resource/derive.ts';

/** The page's accounts without the generic edit: an account's one editable value is its 使用额度, set by its own dialog. */
const ACCOUNTS = { ...UserFunds, calls: UserFunds.calls?.filter((call) => call.style !== 'update') };

const AMOUNT = money('金额', { required: true });
const USE_LIMIT = UserFunds.fields.useLimit;
const REMARK = textarea('备注', 255);

/** One amount (and a remark) sent for an account: 充值 or 使用额度. */
function AmountDialog(props: { row: Row; kind: 'recharge' | 'useLimit'; onClose: () => void; onDone: () => void }) {
  const { row, kind, onClose, onDone } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const locale = useLocaleStore((s) => s.locale);
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const field = kind === 'recharge' ? 'amount' : 'useLimit';
  const label = t(`funds.userFunds.${kind === 'recharge' ? 'amount' : 'fields.useLimit'}`);
  const text = (name: string): RuleText => (key, params) =>
    key === 'required' ? t('resource.required', { label: name }) : key === 'requiredSelect' ? t('resource.requiredSelect', { label: name }) : formatMessage(VALIDATION_MESSAGES[locale][key], params);
  const def: FieldDef = kind === 'recharge' ? AMOUNT : USE_LIMIT;
  const save = async () => {
    const values = (await form.validateFields()) as Record<string, string | undefined>;
    setSaving(true);
    try {
      const body = kind === 'recharge' ? { id: row.id, amount: values.amount, remark: values.remark || null } : { id: row.id, useLimit: values.useLimit === '' || values.useLimit === undefined ? null : values.useLimit };
      await http.post(`/api/zhwy/user-funds/${kind}`, body, { silent: true });
      message.success(t(kind === 'recharge' ? 'funds.userFunds.recharged' : 'resource.setFieldDone'));
      onDone();
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error, [field, 'remark']);
      if (fields.length > 0) form.setFields(fields);
      else message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };
  const name = String(row.residentName ?? '');
  return (
    <Modal
      open
      title={t(`funds.userFunds.${kind === 'recharge' ? 'rechargeTitle' : 'useLimitTitle'}`, { name })}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ loading: saving }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={kind === 'useLimit' ? { useLimit: row.useLimit ?? '' } : {}}>
        <Form.Item label={t('funds.userFunds.fields.balance')}>
          <Statistic value={String(row.balance ?? '0.00')} precision={2} />
        </Form.Item>
        <Form.Item name={field} label={label} rules={fieldRules(def, text(label))} validateFirst extra={kind === 'useLimit' ? t('funds.userFunds.useLimitHint') : undefined}>
          <Input inputMode="decimal" placeholder={t('resource.inputPlaceholder', { label })} />
        </Form.Item>
        {kind === 'recharge' && (
          <Form.Item name="remark" label={t('funds.userFunds.remark')} normalize={stripInput} rules={fieldRules(REMARK, text(t('funds.userFunds.remark')))}>
            <Input.TextArea maxLength={255} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/** 明细: the account's movements, newest first (the framework's list, filtered by the account). */
function Movements({ row, onClose }: { row: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const list = useResourceList(UserFundsDetail, { fixedQuery: { 'fundsId.equals': String(row.id) } });
  return (
    <Drawer open title={t('funds.userFunds.movementsTitle', { name: String(row.residentName ?? '') })} onClose={onClose} size={880} destroyOnHidden>
      <Flex vertical gap={8}>
        <Statistic title={t('funds.userFunds.fields.balance')} value={String(row.balance ?? '0.00')} precision={2} />
        <ResourceTable entity={UserFundsDetail} list={list} size="middle" hide={['areaId', 'residentName', 'roomId']} />
      </Flex>
    </Drawer>
  );
}

function AccountActions({ row, reload }: { row: Row; reload: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'recharge' | 'useLimit' | 'movements' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Auth code={FUNDS_RECHARGE}>
        <Button type="link" size="small" onClick={() => setOpen('recharge')}>
          {t('funds.userFunds.recharge')}
        </Button>
      </Auth>
      <Auth code={permissionOf(UserFundsDetail, 'list')}>
        <Button type="link" size="small" onClick={() => setOpen('movements')}>
          {t('funds.userFunds.movements')}
        </Button>
      </Auth>
      <Auth code={permissionOf(UserFunds, 'edit')}>
        <Button type="link" size="small" onClick={() => setOpen('useLimit')}>
          {t('funds.userFunds.useLimitAction')}
        </Button>
      </Auth>
      {(open === 'recharge' || open === 'useLimit') && <AmountDialog row={row} kind={open} onClose={close} onDone={reload} />}
      {open === 'movements' && <Movements row={row} onClose={close} />}
    </>
  );
}

/** 用户资金: the accounts with their balance, 开户 (新增), 充值, 明细 and 使用额度 per row, export. */
export function UserFundsPage() {
  return <ResourcePage entity={ACCOUNTS} nameField="residentName" rowActions={(row, reload) => <AccountActions row={row} reload={reload} />} />;
}
