import { type EntityDef, actionOf, transitionsOf } from '@zhwy/contracts';
import type { MenuSeed } from './module.ts';

const ACTIONS = [
  { action: 'add', title: '新增', has: (e: EntityDef) => !!e.paths.create || !!e.calls?.some((c) => c.style === 'create') },
  { action: 'edit', title: '编辑', has: (e: EntityDef) => !!e.paths.update || !!e.calls?.some((c) => c.style === 'update' || c.style === 'setField') },
  { action: 'delete', title: '删除', has: (e: EntityDef) => !!e.paths.remove || !!e.calls?.some((c) => c.style === 'delete' || c.style === 'deleteMany') },
  { action: 'export', title: '导出', has: (e: EntityDef) => !!e.calls?.some((c) => c.style === 'export') },
  { action: 'import', title: '导入', has: (e: EntityDef) => !!e.calls?.some((c) => c.style === 'import') },
] as const;

/**
 * An entity's page in the menu, with one button per action its calls offer (`<permission>:add|edit|delete`),
 * derived from the definition. The page itself is open to the read-only role; the buttons are not.
 * The page's own actions beyond CRUD (查看明文, 审核, 退出车位…) come as their codes (the module's constants, written
 * once with contracts' `actionCode`), each under the entity's prefix: a code of another entity throws at start. A
 * transition with a code of its own (派单: `code: 'assign'`) is a button by itself, titled with its verb.
 */
export const entityMenu = (
  entity: EntityDef,
  page: { name: string; url: string; icon: string; title?: string; buttons?: readonly { code: string; title: string }[] },
): MenuSeed => ({
  name: page.name,
  title: page.title ?? `${entity.title}管理`,
  type: 'menu2',
  url: page.url,
  icon: page.icon,
  component: page.name,
  permissionCode: `${entity.permission}:list`,
  readOnly: true,
  children: [
    ...new Map(
      [
        ...ACTIONS.filter(({ has }) => has(entity)),
        ...transitionsOf(entity).flatMap((call) => (call.code ? [{ action: call.code, title: call.title ?? call.name ?? call.code }] : [])),
        ...(page.buttons ?? []).map(({ code, title }) => ({ action: actionOf(entity, code), title })),
      ].map((button) => [button.action, button] as const),
    ).values(),
  ].map(({ action, title }) => ({
    name: `${page.name}-${action}`,
    title,
    type: 'button' as const,
    permissionCode: `${entity.permission}:${action}`,
  })),
});
