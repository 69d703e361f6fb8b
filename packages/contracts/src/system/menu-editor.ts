import { z } from 'zod';
import { idSchema } from '../platform/entity.ts';
import { CHINESE_PATTERN, CODE_PATTERN } from '../platform/validators.ts';
import { MENU_TYPES, type MenuType } from './api.ts';

/**
 * The menu (async-route) editor's node form (spec §3 menu node form, §5 menu node rules), checked alike by the
 * server (`PUT menu/addMenu`) and the web form. Messages are catalogue keys (VALIDATION_MESSAGES).
 */
export const MENU_FIELD_MAX = { name: 100, title: 100, icon: 100, url: 200, component: 100, permissionCode: 100 } as const;
export const MENU_ORDER_MAX = 9999;

/** Types that open a page: they need a component (a first-level group, menu1, may have none; a button is no route). */
export const menuNeedsComponent = (type: MenuType) => type !== 'menu1' && type !== 'button';

export const MenuNodeBody = z
  .object({
    id: idSchema.optional(),
    parentId: z.number().int().min(0).default(0),
    type: z.enum(MENU_TYPES),
    title: z.string().trim().max(MENU_FIELD_MAX.title).nullish(),
    icon: z.string().trim().max(MENU_FIELD_MAX.icon).nullish(),
    name: z.string().trim().max(MENU_FIELD_MAX.name).nullish(),
    url: z.string().trim().max(MENU_FIELD_MAX.url).nullish(),
    component: z.string().trim().max(MENU_FIELD_MAX.component).nullish(),
    permissionCode: z.string().trim().max(MENU_FIELD_MAX.permissionCode).nullish(),
    orderby: z.number().int().min(0).max(MENU_ORDER_MAX).nullish(),
  })
  .strict();
export type MenuNodeBody = z.infer<typeof MenuNodeBody>;

const hasChinese = (v: string | null | undefined) => !!v && CHINESE_PATTERN.test(v);

/**
 * The rules of one node beyond types and lengths: {field: catalogue key}; empty when the node is valid. `parentId`
 * 0 is a first-level node.
 */
export const menuNodeErrors = (node: Omit<MenuNodeBody, 'parentId'> & { parentId?: number }): Record<string, string> => {
  const errors: Record<string, string> = {};
  if (!node.title) errors.title = 'menuTitleRequired';
  if (!node.name || hasChinese(node.name)) errors.name = 'menuNameInvalid';
  if (node.type === 'button') {
    if (!node.permissionCode) errors.permissionCode = 'menuButtonCode';
    if (node.url) errors.url = 'menuButtonNoRoute';
    if (node.component) errors.component = 'menuButtonNoRoute';
  } else {
    if (!node.url || hasChinese(node.url)) errors.url = 'menuUrlInvalid';
    else if ((node.parentId ?? 0) === 0 && !node.url.startsWith('/')) errors.url = 'menuRootPath';
    if (menuNeedsComponent(node.type) ? !node.component || hasChinese(node.component) : hasChinese(node.component)) errors.component = 'menuComponentInvalid';
  }
  if (node.permissionCode && !CODE_PATTERN.test(node.permissionCode)) errors.permissionCode = 'code';
  return errors;
};

/** One row of `GET menu/getMenu`: a node and whether it has children (the lazy tree's leaf flag). */
export const MenuEditorNode = z.object({
  id: z.number(),
  parentId: z.number(),
  name: z.string(),
  title: z.string(),
  icon: z.string().nullable(),
  url: z.string().nullable(),
  type: z.string(),
  component: z.string().nullable(),
  orderby: z.number(),
  permissionCode: z.string().nullable(),
  leaf: z.boolean(),
});
export type MenuEditorNode = z.infer<typeof MenuEditorNode>;

/** `PUT menu/updateMenu`: the nodes a drag changed (their new parent and order). */
export const MenuMoveBody = z.array(z.object({ id: idSchema, parentId: z.number().int().min(0), orderby: z.number().int().min(0).max(MENU_ORDER_MAX) }).strict()).min(1).max(1000);
