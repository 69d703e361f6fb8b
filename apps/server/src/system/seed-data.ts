import { PERMISSIONS } from '@zhwy/contracts';

/** Tenants created on first start; DEFAULT_TENANT is added when it is not one of them. */
export const TENANT_SEEDS = [
  { code: 'demo', platformName: '智慧物业管理平台（演示）', tenantIdStr: 'T-DEMO-0001', icpNumber: '京ICP备12345678号-1', securityNumber: '京公网安备11010502000001号', expireDays: 365 },
  { code: 'second', platformName: '阳光物业服务平台', tenantIdStr: 'T-SUN-0002', icpNumber: '粤ICP备87654321号-2', securityNumber: '', expireDays: 20 },
] as const;

export type MenuSeed = {
  name: string;
  title: string;
  type: 'menu1' | 'menu2' | 'menu2-sp' | 'non-menu' | 'button';
  url?: string;
  icon?: string;
  component?: string;
  permissionCode?: string;
  /** Granted to the read-only staff role too. */
  readOnly?: boolean;
  children?: MenuSeed[];
};

const buttons = (group: { add: string; edit: string; delete: string }, noun: string): MenuSeed[] => [
  { name: `${noun}-add`, title: '新增', type: 'button', permissionCode: group.add },
  { name: `${noun}-edit`, title: '编辑', type: 'button', permissionCode: group.edit },
  { name: `${noun}-delete`, title: '删除', type: 'button', permissionCode: group.delete },
];

/** Each tenant's menu tree. Names double as i18n keys (`menu.<name>`) and stay stable. */
export const MENU_SEEDS: MenuSeed[] = [
  {
    name: 'system',
    title: '系统管理',
    type: 'menu1',
    url: '/system',
    icon: 'SettingOutlined',
    readOnly: true,
    children: [
      {
        name: 'dict-management',
        title: '数据字典',
        type: 'menu2',
        url: '/system/dict',
        icon: 'BookOutlined',
        component: 'dict-management',
        permissionCode: PERMISSIONS.dict.list,
        readOnly: true,
        children: buttons(PERMISSIONS.dict, 'dict'),
      },
      {
        name: 'logging-login',
        title: '登录日志',
        type: 'menu2',
        url: '/system/login-log',
        icon: 'LoginOutlined',
        component: 'logging-login',
        permissionCode: PERMISSIONS.loginLog.list,
        readOnly: true,
        children: [{ name: 'logging-login-unlock', title: '解锁', type: 'button', permissionCode: PERMISSIONS.loginLog.unlock }],
      },
      {
        name: 'logging-operation',
        title: '操作日志',
        type: 'menu2',
        url: '/system/operation-log',
        icon: 'FileSearchOutlined',
        component: 'logging-operation',
        permissionCode: PERMISSIONS.operationLog.list,
        readOnly: true,
      },
      { name: 'file-upload', title: '上传文件', type: 'button', permissionCode: PERMISSIONS.file.upload },
    ],
  },
  { name: 'self-edit', title: '个人中心', type: 'non-menu', url: '/self-edit', icon: 'UserOutlined', component: 'self-edit', readOnly: true },
];
