import { CHINESE_PATTERN, MENU_FIELD_MAX, MENU_ORDER_MAX, MENU_TYPES, type MenuEditorNode, type MenuNodeBody, type MenuType, menuNeedsComponent } from '@zhwy/contracts';
import { App, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../platform/http/errors.ts';
import { MENU_ICON_NAMES, MenuIcon } from '../../platform/layout/icons.tsx';
import { pageNames } from '../../platform/pages/registry.ts';
import { saveMenuNode } from './menu-api.ts';

type Values = Omit<MenuNodeBody, 'id'>;
/** The node being edited, or the parent a new node goes under (title shown, id sent). */
export type NodeTarget = { mode: 'edit'; node: MenuEditorNode; parentTitle: string } | { mode: 'add'; parentId: number; parentTitle: string; nextOrder: number };

const noChinese = (message: string): Rule => ({ validator: (_, value?: string) => (value && CHINESE_PATTERN.test(value) ? Promise.reject(new Error(message)) : Promise.resolve()) });

/**
 * The node form (spec §3 menu node form, §5 rules): type, title, icon (picked from the icons the side menu can
 * show), name, url, component (picked from the pages the web app has), permission code, parent, order. A button is
 * a permission entry, not a route: it takes a code and no path or component. The server checks the same rules.
 */
export function MenuNodeModal({ target, onClose, onSaved }: { target: NodeTarget | null; onClose: () => void; onSaved: (id: number, parentId: number) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const type = Form.useWatch('type', form) as MenuType | undefined;
  const parentId = target?.mode === 'edit' ? target.node.parentId : (target?.parentId ?? 0);
  const isButton = type === 'button';

  // The form remounts per target (its key), so its initial values are the node's or a new node's.
  const initialValues = useMemo((): Partial<Values> => {
    if (!target) return {};
    if (target.mode === 'add') return { type: target.parentId === 0 ? 'menu1' : 'menu2', orderby: target.nextOrder };
    const { node } = target;
    return {
      type: node.type as MenuType,
      title: node.title,
      icon: node.icon ?? undefined,
      name: node.name,
      url: node.url ?? undefined,
      component: node.component ?? undefined,
      permissionCode: node.permissionCode ?? undefined,
      orderby: node.orderby,
    };
  }, [target]);
  // The shared form store keeps earlier values over new initial ones: reset to this target's.
  useEffect(() => {
    if (target) form.resetFields();
  }, [form, target]);
  const formKey = target ? (target.mode === 'edit' ? `edit-${target.node.id}` : `add-${target.parentId}-${target.nextOrder}`) : 'none';

  const iconOptions = useMemo(
    () =>
      MENU_ICON_NAMES.map((name) => ({
        value: name,
        label: (
          <Space>
            <MenuIcon name={name} />
            {name}
          </Space>
        ),
      })),
    [],
  );
  const componentOptions = useMemo(() => pageNames().map((name) => ({ value: name, label: name })), []);
  const r = (key: string) => t(`system.menuEditor.rules.${key}`);

  const submit = async () => {
    if (!target) return;
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    const editing = target.mode === 'edit';
    const body: MenuNodeBody = {
      ...(editing ? { id: target.node.id } : {}),
      parentId,
      type: values.type,
      title: values.title,
      icon: values.icon || null,
      name: values.name,
      url: isButton ? null : values.url || null,
      component: isButton ? null : values.component || null,
      permissionCode: values.permissionCode || null,
      orderby: values.orderby ?? null,
    };
    try {
      const id = await saveMenuNode(body);
      message.success(t(editing ? 'system.menuEditor.updateSuccess' : 'system.menuEditor.addSuccess'));
      onSaved(id, parentId);
    } catch (error) {
      const failure = t(editing ? 'system.menuEditor.updateFailure' : 'system.menuEditor.addFailure');
      if (error instanceof HttpError) form.setFields(Object.entries(error.fields).map(([name, text]) => ({ name: name as keyof Values, errors: [text] })));
      message.error(error instanceof HttpError && error.message && error.status !== 422 ? `${failure}：${error.message}` : failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={t(target?.mode === 'edit' ? 'system.menuEditor.editTitle' : 'system.menuEditor.addTitle')}
      onCancel={onClose}
      onOk={submit}
      okText={t('common.submit')}
      confirmLoading={saving}
      forceRender
      width={600}
    >
      <Form<Values> key={formKey} form={form} name="menu-node" layout="horizontal" labelCol={{ flex: '96px' }} wrapperCol={{ flex: 'auto' }} initialValues={initialValues}>
        <Form.Item label={t('system.menuEditor.fields.parentId')} htmlFor="menu-node-parent">
          <Input id="menu-node-parent" value={target?.parentTitle ?? ''} disabled />
        </Form.Item>
        <Form.Item name="type" label={t('system.menuEditor.fields.type')} rules={[{ required: true, message: r('type') }]}>
          <Select options={MENU_TYPES.map((value) => ({ value, label: t(`system.menuEditor.types.${value}`) }))} />
        </Form.Item>
        <Form.Item name="title" label={t('system.menuEditor.fields.title')} rules={[{ required: true, whitespace: true, message: r('title') }, { max: MENU_FIELD_MAX.title }]}>
          <Input maxLength={MENU_FIELD_MAX.title} placeholder={t('system.menuEditor.placeholders.title')} />
        </Form.Item>
        <Form.Item name="icon" label={t('system.menuEditor.fields.icon')}>
          <Select allowClear showSearch options={iconOptions} placeholder={t('system.menuEditor.placeholders.icon')} optionFilterProp="value" />
        </Form.Item>
        <Form.Item name="name" label={t('system.menuEditor.fields.name')} rules={[{ required: true, whitespace: true, message: r('name') }, noChinese(r('name')), { max: MENU_FIELD_MAX.name }]}>
          <Input maxLength={MENU_FIELD_MAX.name} placeholder={t('system.menuEditor.placeholders.name')} />
        </Form.Item>
        {!isButton && (
          <>
            <Form.Item
              name="url"
              label={t('system.menuEditor.fields.url')}
              rules={[
                { required: true, whitespace: true, message: r('url') },
                noChinese(r('url')),
                { max: MENU_FIELD_MAX.url },
                { validator: (_, value?: string) => (parentId === 0 && value && !value.startsWith('/') ? Promise.reject(new Error(r('rootPath'))) : Promise.resolve()) },
              ]}
            >
              <Input maxLength={MENU_FIELD_MAX.url} placeholder={t(parentId === 0 ? 'system.menuEditor.placeholders.rootUrl' : 'system.menuEditor.placeholders.url')} />
            </Form.Item>
            <Form.Item
              name="component"
              label={t('system.menuEditor.fields.component')}
              rules={[{ required: !!type && menuNeedsComponent(type), message: r('component') }, noChinese(r('component'))]}
              extra={t('system.menuEditor.componentHint')}
            >
              <Select allowClear showSearch options={componentOptions} placeholder={t('system.menuEditor.placeholders.component')} />
            </Form.Item>
          </>
        )}
        <Form.Item name="permissionCode" label={t('system.menuEditor.fields.permissionCode')} rules={[{ required: isButton, whitespace: true, message: r('permissionCode') }, { max: MENU_FIELD_MAX.permissionCode }]}>
          <Input maxLength={MENU_FIELD_MAX.permissionCode} placeholder={t('system.menuEditor.placeholders.permissionCode')} />
        </Form.Item>
        <Form.Item name="orderby" label={t('system.menuEditor.fields.orderby')}>
          <InputNumber min={0} max={MENU_ORDER_MAX} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
