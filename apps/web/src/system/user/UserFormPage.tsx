import { QuestionCircleOutlined } from '@ant-design/icons';
import { type DepartmentNode, MOBILE_PATTERN, type PostOption, SysUser, type UserDetail } from '@zhwy/contracts';
import { App, Button, Card, Cascader, Checkbox, Col, Flex, Form, Input, Modal, Radio, Row, Select, Space, Spin, Tooltip, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Envelope, http } from '../../platform/http/client.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { useFormLeaveGuard } from '../../platform/pages/leave-guard.ts';
import { usePageNavigation, usePageParams } from '../../platform/pages/page-params.ts';
import { RefEmpty, formatDateTime, serverFieldErrors } from '../../platform/resource/index.ts';
import { useLocaleStore } from '../../platform/i18n/index.ts';
import { usePasswordRule } from '../password/change-password.ts';
import { newPasswordRules } from '../password/password-rules.ts';
import { AvatarField } from '../self/AvatarField.tsx';
import { UserAreasField } from './UserAreasField.tsx';
import { type RoleOption, USER_PATHS, encrypted, idsOf, loadDepartments, loadPosts, loadRoles, loadUser, notifyUsersChanged, usernameExists } from './user-api.ts';

type Values = {
  username: string;
  departmentIds: number[];
  name: string;
  sex: string;
  mobile: string;
  isContact: boolean;
  userNo?: string;
  post?: number | null;
  email?: string;
  imgPath?: string;
  discTitle?: string;
  discDetail?: string;
  roles: number[];
  areaIds: number[];
  newPassword?: string;
  currentUserPwd?: string;
};

const FIELDS = ['username', 'departmentIds', 'name', 'sex', 'mobile', 'isContact', 'userNo', 'post', 'email', 'imgPath', 'discTitle', 'discDetail', 'roles', 'areaIds', 'newPassword', 'currentUserPwd'];
const F = SysUser.fields;

const valuesOf = (user: UserDetail): Values => ({
  username: user.username,
  departmentIds: idsOf(user.departmentIds),
  name: user.name ?? '',
  sex: user.sex ?? '',
  mobile: user.mobile ?? '',
  isContact: user.isContact === 1,
  userNo: user.userNo ?? '',
  post: user.post,
  email: user.email ?? '',
  imgPath: user.imgPath ?? '',
  discTitle: user.discTitle ?? '',
  discDetail: user.discDetail ?? '',
  roles: idsOf(user.roles),
  areaIds: idsOf(user.areaIds),
});

/**
 * 新增用户 / 编辑用户 (spec §2 "User edit/create", §5 "User form"): every field of the user detail; the communities
 * are chosen directly, the department's only suggested (UserAreasField); when editing, a new password with the
 * rule's tooltip and the required current login password. Closing returns to the user list, asking first while
 * something typed is unsaved.
 */
function UserForm({ mode }: { mode: 'add' | 'edit' }) {
  const { t } = useTranslation();
  const { message, notification } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { close } = usePageNavigation();
  const params = usePageParams('user-edit');
  const userId = mode === 'edit' ? Number(params.userId) || null : null;
  const page = mode === 'edit' ? 'user-edit' : 'user-add';
  const rule = usePasswordRule(mode === 'edit');
  const locale = useLocaleStore((s) => s.locale);
  const [user, setUser] = useState<UserDetail | null>(null);
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const [departments, setDepartments] = useState<DepartmentNode[]>([]);
  const [posts, setPosts] = useState<PostOption[]>([]);
  const [roles, setRoles] = useState<RoleOption[]>([]);
  const [created, setCreated] = useState<{ username: string; password: string } | null>(null);
  useFormLeaveGuard(form);

  /** Options and (editing) the user, from the server: read first, then shown at once. */
  const fetchAll = useCallback(async () => {
    const [tree, postList, roleList] = await Promise.all([loadDepartments(), loadPosts(), loadRoles()]);
    const detail = mode === 'edit' && userId ? await loadUser(userId) : null;
    return { tree, postList, roleList, detail };
  }, [mode, userId]);
  const show = useCallback(
    ({ tree, postList, roleList, detail }: Awaited<ReturnType<typeof fetchAll>>) => {
      setDepartments(tree);
      setPosts(postList);
      setRoles(roleList);
      setUser(detail);
      // The form is shown while its lists load: what was typed meanwhile stays, the rest starts from the stored user.
      // No resetFields here: it re-creates every field's input, and a person typing as the lists arrived lost what
      // they typed (the reset button resets before it loads again).
      if (detail) {
        const stored = valuesOf(detail);
        form.setFieldsValue(Object.fromEntries(Object.entries(stored).filter(([name]) => !form.isFieldTouched(name as keyof typeof stored))) as Partial<typeof stored>);
      }
      setLoading(false);
    },
    [form],
  );
  const load = useCallback(
    () =>
      fetchAll().then(show, () => {
        // the client has shown why
        setLoading(false);
      }),
    [fetchAll, show],
  );

  useEffect(() => {
    let live = true;
    fetchAll().then(
      (data) => live && show(data),
      () => live && setLoading(false),
    );
    return () => {
      live = false;
    };
  }, [fetchAll, show]);

  const back = () => void close(page, 'user-management');

  const submit = async (values: Values) => {
    setSaving(true);
    const body = {
      username: values.username,
      departmentIds: values.departmentIds.join(','),
      name: values.name,
      sex: values.sex,
      mobile: values.mobile,
      isContact: values.isContact ? 1 : 0,
      userNo: values.userNo ?? '',
      post: values.post ?? null,
      email: values.email ?? '',
      imgPath: values.imgPath ?? '',
      discTitle: values.discTitle ?? '',
      discDetail: values.discDetail ?? '',
      roles: values.roles.join(','),
      areaIds: values.areaIds.join(','),
    };
    try {
      if (mode === 'add') {
        const res = await http.post<Envelope<{ username: string; initialPassword: string }>>(USER_PATHS.save, body, { silent: true });
        notifyUsersChanged();
        setCreated({ username: res.data.username, password: res.data.initialPassword });
      } else {
        await http.put(
          USER_PATHS.save,
          {
            cscpUserDetailDTO: { id: userId, ...body },
            currentUserPwd: await encrypted(values.currentUserPwd ?? ''),
            newPassword: values.newPassword ? await encrypted(values.newPassword) : '',
          },
          { silent: true },
        );
        notifyUsersChanged();
        message.success(t('system.user.saved'));
        void close(page, 'user-management', { saved: true });
      }
    } catch (error) {
      const text = error instanceof HttpError ? error.message : String(error);
      notification.error({ key: 'user-save', title: t(mode === 'add' ? 'system.user.createFailed' : 'system.user.updateFailed'), description: text });
      form.setFields(serverFieldErrors(error, FIELDS) as { name: keyof Values; errors: string[] }[]);
    } finally {
      setSaving(false);
    }
  };

  const checkUsername = async (_: unknown, value: string) => {
    const name = (value ?? '').trim();
    if (!name || (mode === 'edit' && name === user?.username)) return;
    let exists: boolean;
    try {
      exists = await usernameExists(name);
    } catch {
      throw new Error(t('system.user.usernameCheckFailed'));
    }
    if (exists) throw new Error(t('system.user.usernameTaken'));
  };

  const required = (key: string) => ({ required: true, whitespace: true, message: t(key) });
  const max = (n: number | undefined) => ({ max: n, message: t('system.user.tooLong', { max: n }) });

  return (
    <Card
      title={t(mode === 'add' ? 'system.user.addTitle' : 'system.user.editTitle')}
      extra={
        <Button onClick={back} disabled={saving}>
          {t('common.back')}
        </Button>
      }
    >
      <Spin spinning={loading}>
        <Form<Values> form={form} name={`user-${mode}`} layout="vertical" onFinish={submit} disabled={saving} initialValues={{ isContact: false, sex: '1' }} scrollToFirstError>
          <Row gutter={24}>
            <Col xs={24} md={12}>
              <Form.Item name="username" label={t('system.user.fields.username')} validateTrigger="onBlur" rules={[required('system.user.usernameRequired'), max(F.username.max), { validator: checkUsername }]} hasFeedback>
                <Input autoComplete="off" maxLength={F.username.max} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="departmentIds" label={t('system.user.department')} rules={[{ required: true, type: 'array', min: 1, message: t('system.user.departmentRequired') }]}>
                <Cascader
                  options={departments}
                  fieldNames={{ label: 'departmentName', value: 'id', children: 'children' }}
                  changeOnSelect
                  showSearch
                  placeholder={t('system.user.departmentPlaceholder')}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="name" label={t('system.user.fullName')} rules={[required('system.user.nameRequired'), max(F.name.max)]}>
                <Input maxLength={F.name.max} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="sex" label={t('system.user.fields.sex')} rules={[{ required: true, message: t('system.user.sexRequired') }]}>
                <Radio.Group
                  options={[
                    { value: '1', label: t('system.dict.values.sys_user_sex.1') },
                    { value: '2', label: t('system.dict.values.sys_user_sex.2') },
                  ]}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={t('system.user.fields.mobile')} required>
                <Flex gap={12} align="center">
                  <Form.Item
                    name="mobile"
                    noStyle
                    rules={[required('system.user.mobileRequired'), { pattern: MOBILE_PATTERN, message: t('system.user.mobileInvalid') }]}
                  >
                    <Input maxLength={11} aria-label={t('system.user.fields.mobile')} style={{ flex: 1 }} />
                  </Form.Item>
                  <Form.Item name="isContact" valuePropName="checked" noStyle>
                    <Checkbox>{t('system.user.isContact')}</Checkbox>
                  </Form.Item>
                </Flex>
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="userNo" label={t('system.user.fields.userNo')} rules={[max(F.userNo.max)]}>
                <Input maxLength={F.userNo.max} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="post" label={t('system.user.fields.poster')}>
                <Select
                  allowClear
                  showSearch
                  optionFilterProp="label"
                  options={posts.map((p) => ({ value: p.id, label: p.postName }))}
                  placeholder={t('system.user.postPlaceholder')}
                  notFoundContent={posts.length === 0 ? <RefEmpty target="system.post" /> : undefined}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="email" label={t('system.user.fields.email')} rules={[{ type: 'email', message: t('system.user.emailInvalid') }, max(F.email.max)]}>
                <Input maxLength={F.email.max} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="roles" label={t('system.user.roles')} rules={[{ required: true, type: 'array', min: 1, message: t('system.user.rolesRequired') }]}>
                <Select mode="multiple" allowClear showSearch optionFilterProp="label" options={roles.map((r) => ({ value: r.id, label: r.name }))} placeholder={t('system.user.rolesPlaceholder')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="areaIds"
                label={t('system.user.areaIds')}
                extra={t('system.user.areaIdsHint')}
                rules={[{ required: true, type: 'array', min: 1, message: t('system.user.areaIdsRequired') }]}
              >
                <UserAreasField departments={departments} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="imgPath" label={t('system.user.avatar')}>
                <AvatarField alt={t('system.user.avatar')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="discTitle" label={t('system.user.fields.discTitle')} rules={[max(F.discTitle.max)]}>
                <Input maxLength={F.discTitle.max} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="discDetail" label={t('system.user.fields.discDetail')} rules={[max(F.discDetail.max)]}>
                <Input.TextArea maxLength={F.discDetail.max} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
              </Form.Item>
            </Col>
            {mode === 'edit' && (
              <>
                <Col xs={24} md={12}>
                  <Form.Item label={t('system.user.fields.registerTime')}>
                    <Typography.Text>{formatDateTime(user?.registerTime) || '—'}</Typography.Text>
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item label={t('system.user.fields.lastLogin')}>
                    <Typography.Text>{formatDateTime(user?.lastLogin) || '—'}</Typography.Text>
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item
                    name="newPassword"
                    label={
                      <Space size={4}>
                        {t('system.user.newPassword')}
                        <Tooltip title={rule || t('system.user.newPasswordHint')}>
                          <QuestionCircleOutlined aria-label={t('system.user.passwordRule')} />
                        </Tooltip>
                      </Space>
                    }
                    extra={t('system.user.newPasswordHint')}
                    dependencies={['username']}
                    rules={newPasswordRules({ locale, username: () => form.getFieldValue('username') ?? '' })}
                  >
                    <Input.Password autoComplete="new-password" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="currentUserPwd" label={t('system.user.currentUserPwd')} rules={[required('system.user.currentUserPwdRequired')]}>
                    <Input.Password autoComplete="current-password" />
                  </Form.Item>
                </Col>
              </>
            )}
          </Row>
          <Flex gap={8} justify="center">
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('common.submit')}
            </Button>
            <Button
              htmlType="button"
              onClick={() => {
                // The stored user (or an empty form) again: what was typed goes.
                form.resetFields();
                setLoading(true);
                void load();
              }}
              disabled={saving}
            >
              {t('common.reset')}
            </Button>
            <Button htmlType="button" onClick={back} disabled={saving}>
              {t('common.back')}
            </Button>
          </Flex>
        </Form>
      </Spin>
      <Modal
        open={created !== null}
        title={t('system.user.createdTitle')}
        okText={t('common.close')}
        cancelButtonProps={{ hidden: true }}
        closable={false}
        maskClosable={false}
        onOk={() => {
          setCreated(null);
          form.resetFields();
          back();
        }}
      >
        {created && (
          <Flex vertical gap={12}>
            <Typography.Text>{t('system.user.createdText', { name: created.username })}</Typography.Text>
            <Typography.Paragraph copyable={{ text: created.password, tooltips: [t('system.user.copy'), t('system.user.copied')] }} code style={{ fontSize: 18, margin: 0 }} data-testid="initial-password-value">
              {created.password}
            </Typography.Paragraph>
            <Typography.Text type="secondary">{t('system.user.resetHint')}</Typography.Text>
          </Flex>
        )}
      </Modal>
    </Card>
  );
}

export const UserAddPage = () => <UserForm mode="add" />;
/** Another user's edit (a new page parameter) starts a fresh form. */
export function UserEditPage() {
  const { userId } = usePageParams('user-edit');
  return <UserForm key={userId ?? ''} mode="edit" />;
}
