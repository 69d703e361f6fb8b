import type { DictSeed } from '../platform/dictionaries.ts';

/**
 * The system module's dictionaries (the spec's enums), synced into every tenant at start. fee_type and
 * equipment_state move to the fee and device modules when those exist.
 */
export const DICTIONARY_SEEDS = [
  { dictCode: 'sys_user_status', dictName: '用户状态', items: [{ value: '0', label: '启用' }, { value: '1', label: '禁用' }] },
  { dictCode: 'sys_user_sex', dictName: '性别', items: [{ value: '1', label: '男' }, { value: '2', label: '女' }] },
  { dictCode: 'sys_yes_no', dictName: '是否', items: [{ value: '1', label: '是' }, { value: '0', label: '否' }] },
  {
    dictCode: 'sys_menu_type',
    dictName: '菜单类型',
    items: [
      { value: 'menu1', label: '一级菜单' },
      { value: 'menu2', label: '二级菜单' },
      { value: 'menu2-sp', label: '二级菜单（特殊）' },
      { value: 'non-menu', label: '非菜单路由' },
      { value: 'button', label: '按钮' },
    ],
  },
  { dictCode: 'sys_log_status', dictName: '日志状态', items: [{ value: '0', label: '成功' }, { value: '1', label: '失败' }] },
  { dictCode: 'sys_common_status', dictName: '启停状态', items: [{ value: '0', label: '正常' }, { value: '1', label: '停用' }] },
  {
    dictCode: 'fee_type',
    dictName: '费用类型',
    items: [
      { value: '0', label: '全部' },
      { value: '1', label: '物业费' },
      { value: '2', label: '电费' },
      { value: '3', label: '水费' },
    ],
  },
  { dictCode: 'equipment_state', dictName: '设备状态', items: [{ value: '0', label: '未启用' }, { value: '1', label: '启用' }] },
  { dictCode: 'password_status', dictName: '密码状态', items: [
    { value: '0', label: '正常' },
    { value: '1', label: '弱密码或初始密码' },
    { value: '2', label: '超过三个月未修改' },
    { value: '5', label: '禁止登录' },
  ] },
] as const satisfies ReadonlyArray<DictSeed>;

export type DictCode = (typeof DICTIONARY_SEEDS)[number]['dictCode'];
