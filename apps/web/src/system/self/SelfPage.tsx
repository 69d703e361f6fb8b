import { LockOutlined } from '@ant-design/icons';
import { type CurrentUser, PROFILE_LIMITS, PROFILE_MOBILE_PATTERN, EMAIL_PATTERN, VALIDATION_MESSAGES, formatMessage } from '@zhwy/contracts';
import { App, Button, Card, Col, Descriptions, Flex, Form, Input, Row, Tag, Tooltip, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { type Envelope, http } from '../../platform/http/client.ts';
import { useLocaleStore } from '../../platform/i18n/index.ts';
import { closeTab } from '../../platform/layout/tabs.ts';
import { confirmLeave, useLeaveGuard } from '../../platform/pages/leave-guard.ts';
import { formatDateTime, serverFieldErrors, stripInput } from '../../platform/resource/index.ts';
import { HOME_PATH } from '../../platform/router/menu-routes.ts';
import { setUser, useSession } from '../../platform/session/store.ts';
import { AvatarField } from './AvatarField.tsx';
import { PasswordModal } from './PasswordModal.tsx';
import { FIELDS, type ProfileValues, isDirty, valuesOf } from './profile-values.ts';
import './self.css';

/**
 * 个人中心 (spec §2 "Personal profile page"): username, register time, last login and roles read-only; family
 * name, name, mobile, email, avatar and personal description editable; a change-password dialog; submit and back.
 */
export function SelfPage() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sessionUser = useSession((s) => s.user);
  const [form] = Form.useForm<ProfileValues>();
  const [loaded, setLoaded] = useState<CurrentUser | null>(null);
  const [saving, setSaving] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);

  /**
   * The server's copy, where the user has not typed yet: the form opens with the session's copy, so a field may be
   * edited before this load answers, and what was typed must not be overwritten (nor the page forget it is dirty).
   */
  const fillUntouched = (values: ProfileValues) =>
    form.setFieldsValue(Object.fromEntries(Object.entries(values).filter(([name]) => !form.isFieldTouched(name as keyof ProfileValues))) as Partial<ProfileValues>);

  useEffect(() => {
    let live = true;
    http
      .get<Envelope<CurrentUser>>('/zhwy/api/system/cscpCurrentUserDetails', undefined, { silent: true })
      .then((res) => {
        if (!live) return;
        setLoaded(res.data);
        setUser(res.data);
        fillUntouched(valuesOf(res.data));
      })
      .catch(() => {
        if (!live) return;
        message.error(t('system.self.loadFailed'));
        // What the session already knows stays editable.
        const known = useSession.getState().user;
        if (known) {
          setLoaded(known);
          fillUntouched(valuesOf(known));
        }
      });
    return () => {
      live = false;
    };
    // Loaded once per opening of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const user = loaded ?? sessionUser;
  const catalogue = VALIDATION_MESSAGES[locale];
  const maxRule = (max: number): Rule => ({ max, message: formatMessage(catalogue.max, { max }) });

  const submit = async (values: ProfileValues) => {
    if (!user) return;
    setSaving(true);
    try {
      // The spec's cscpUserDetailDTO: roles as a comma string (the server does not take them), no password here.
      const res = await http.put<Envelope<CurrentUser>>(
        '/zhwy/api/system/edit/cscpUserDetails',
        { ...values, roles: user.roles, currentUserPwd: '', newPassword: '' },
        { silent: true },
      );
      setLoaded(res.data);
      setUser(res.data);
      form.setFieldsValue(valuesOf(res.data));
      message.success(t('system.self.saveSuccess'));
    } catch (error) {
      message.error(t('system.self.saveFailed'));
      form.setFields(serverFieldErrors(error, FIELDS) as { name: keyof ProfileValues; errors: string[] }[]);
    } finally {
      setSaving(false);
    }
  };

  // Unsaved when the form differs from what is saved (the values, not just a touched field): back, or closing
  // the tab, asks first.
  useLeaveGuard(() => !!user && isDirty(valuesOf(user), form.getFieldsValue(true) as ProfileValues));
  const back = async () => {
    if (!(await confirmLeave([pathname]))) return;
    closeTab(pathname, pathname);
    void navigate(HOME_PATH);
  };

  const fullName = [user?.familyName, user?.name].filter(Boolean).join('');
  const dash = (value: string | null | undefined) => value || '—';

  return (
    <>
      <Form<ProfileValues>
        form={form}
        name="profile"
        layout="vertical"
        onFinish={submit}
        disabled={saving}
        initialValues={user ? valuesOf(user) : undefined}
        className="zh-self"
      >
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={9} xl={8}>
            <Card loading={!user} title={t('system.self.accountInfo')} className="zh-self-card">
              {user && (
                <Flex vertical gap={16}>
                  <Flex vertical align="center" gap={4}>
                    <Form.Item name="imgPath" className="zh-self-avatar-item">
                      <AvatarField saved={user.imgPath ?? ''} layout="profile" alt={t('system.self.avatar')} />
                    </Form.Item>
                    <Typography.Title level={4} className="zh-self-name">
                      {fullName || user.username}
                    </Typography.Title>
                    <Typography.Text type="secondary">@{user.username}</Typography.Text>
                  </Flex>
                  <Descriptions
                    column={1}
                    size="small"
                    items={[
                      { key: 'username', label: t('system.self.username'), children: user.username },
                      { key: 'registerTime', label: t('system.self.registerTime'), children: dash(formatDateTime(user.registerTime)) },
                      { key: 'lastLogin', label: t('system.self.lastLogin'), children: dash(formatDateTime(user.lastLogin)) },
                      {
                        key: 'roles',
                        label: (
                          <Tooltip title={t('system.self.rolesReadOnly')}>
                            <span>{t('system.self.roles')}</span>
                          </Tooltip>
                        ),
                        children: user.roleNames.length ? (
                          <Flex gap={4} wrap>
                            {user.roleNames.map((role) => (
                              <Tag key={role} color="blue">
                                {role}
                              </Tag>
                            ))}
                          </Flex>
                        ) : (
                          '—'
                        ),
                      },
                      { key: 'tenant', label: t('system.self.tenant'), children: `${user.platformName} (${user.tenantCode})` },
                    ]}
                  />
                  <Button block icon={<LockOutlined />} onClick={() => setPasswordOpen(true)} disabled={false}>
                    {t('system.self.changePassword')}
                  </Button>
                </Flex>
              )}
            </Card>
          </Col>
          <Col xs={24} lg={15} xl={16}>
            <Card loading={!user} title={t('system.self.basicInfo')} className="zh-self-card">
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item
                    name="familyName"
                    label={t('system.self.familyName')}
                    normalize={stripInput}
                    validateFirst
                    rules={[{ required: true, whitespace: true, message: t('system.self.familyNameRequired') }, maxRule(PROFILE_LIMITS.familyName)]}
                  >
                    <Input maxLength={PROFILE_LIMITS.familyName} placeholder={t('resource.inputPlaceholder', { label: t('system.self.familyName') })} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item
                    name="name"
                    label={t('system.self.name')}
                    normalize={stripInput}
                    validateFirst
                    rules={[{ required: true, whitespace: true, message: t('system.self.nameRequired') }, maxRule(PROFILE_LIMITS.name)]}
                  >
                    <Input maxLength={PROFILE_LIMITS.name} placeholder={t('resource.inputPlaceholder', { label: t('system.self.name') })} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item
                    name="mobile"
                    label={t('system.self.mobile')}
                    normalize={stripInput}
                    rules={[{ pattern: PROFILE_MOBILE_PATTERN, message: catalogue.mobile }]}
                  >
                    <Input maxLength={PROFILE_LIMITS.mobile} inputMode="tel" placeholder={t('resource.inputPlaceholder', { label: t('system.self.mobile') })} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item
                    name="email"
                    label={t('system.self.email')}
                    normalize={stripInput}
                    validateFirst
                    rules={[maxRule(PROFILE_LIMITS.email), { pattern: EMAIL_PATTERN, message: catalogue.email }]}
                  >
                    <Input maxLength={PROFILE_LIMITS.email} inputMode="email" placeholder={t('resource.inputPlaceholder', { label: t('system.self.email') })} />
                  </Form.Item>
                </Col>
                <Col span={24}>
                  <Form.Item name="discTitle" label={t('system.self.discTitle')} normalize={stripInput} rules={[maxRule(PROFILE_LIMITS.discTitle)]}>
                    <Input maxLength={PROFILE_LIMITS.discTitle} placeholder={t('resource.inputPlaceholder', { label: t('system.self.discTitle') })} />
                  </Form.Item>
                </Col>
                <Col span={24}>
                  <Form.Item name="discDetail" label={t('system.self.discDetail')} normalize={stripInput} rules={[maxRule(PROFILE_LIMITS.discDetail)]}>
                    <Input.TextArea
                      maxLength={PROFILE_LIMITS.discDetail}
                      showCount
                      autoSize={{ minRows: 4, maxRows: 8 }}
                      placeholder={t('resource.inputPlaceholder', { label: t('system.self.discDetail') })}
                    />
                  </Form.Item>
                </Col>
              </Row>
              <Flex gap={8} className="zh-self-actions">
                <Button type="primary" htmlType="submit" loading={saving}>
                  {t('common.submit')}
                </Button>
                <Button onClick={() => void back()} disabled={false}>
                  {t('common.back')}
                </Button>
              </Flex>
            </Card>
          </Col>
        </Row>
      </Form>
      <PasswordModal open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </>
  );
}
