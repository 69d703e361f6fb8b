import type { MenuItem } from '@zhwy/contracts';
import { describe, expect, it } from 'vitest';
import { buildMenuTree, buildPageTable, resolvePaths } from './menu-routes.ts';

let nextId = 1;
const item = (fields: Partial<MenuItem> & Pick<MenuItem, 'name' | 'type'>): MenuItem => ({
  id: nextId++,
  parentId: 0,
  title: fields.name,
  icon: null,
  url: null,
  component: null,
  orderby: 1,
  permissionCode: null,
  ...fields,
});

const system = item({ name: 'system', type: 'menu1', url: '/system', orderby: 9 });
const dict = item({ name: 'dict', type: 'menu2', parentId: system.id, url: '/system/dict', component: 'dict-management', orderby: 2 });
const logs = item({ name: 'logs', type: 'menu2', parentId: system.id, url: 'login-log', component: 'logging-login', orderby: 1 });
const add = item({ name: 'dict-add', type: 'button', parentId: dict.id, permissionCode: 'dict:add' });
const self = item({ name: 'self-edit', type: 'non-menu', url: '/self-edit', component: 'self-edit' });
const orphanGroup = item({ name: 'empty', type: 'menu1', url: '/empty', orderby: 1 });
const fancy = item({ name: 'fancy', type: 'menu1', url: '/fancy/', component: 'fancy', orderby: 3 });
const menus = [system, dict, logs, add, self, orphanGroup, fancy];

describe('routes from menus', () => {
  it('resolves relative urls against the parent and keeps absolute ones', () => {
    const paths = resolvePaths(menus);
    expect(paths.get(logs.id)).toBe('/system/login-log');
    expect(paths.get(dict.id)).toBe('/system/dict');
    expect(paths.get(fancy.id)).toBe('/fancy');
    expect(paths.get(add.id)).toBeNull();
  });

  it('routes every item with a path and a component, buttons never', () => {
    const table = buildPageTable(menus);
    expect([...table.keys()].sort()).toEqual(['/fancy', '/self-edit', '/system/dict', '/system/login-log']);
    expect(table.get('/system/dict')!.trail.map((m) => m.name)).toEqual(['system']);
    expect(table.get('/self-edit')!.trail).toEqual([]);
  });

  it('never lets a menu take a static path', () => {
    const home = item({ name: 'home', type: 'menu1', url: '/home', component: 'home' });
    const login = item({ name: 'login', type: 'menu1', url: '/login', component: 'x' });
    expect(buildPageTable([home, login]).size).toBe(0);
    expect(buildMenuTree([home, login]).map((n) => n.path)).toEqual(['/home']);
  });

  it('builds the side menu from menu types only, sorted by orderby, without empty groups', () => {
    const tree = buildMenuTree(menus);
    expect(tree.map((n) => n.item.name)).toEqual(['fancy', 'system']);
    expect(tree[1].children.map((n) => [n.item.name, n.path])).toEqual([
      ['logs', '/system/login-log'],
      ['dict', '/system/dict'],
    ]);
  });

  it('shows an item whose parent is not granted at the top level', () => {
    const tree = buildMenuTree([dict]);
    expect(tree.map((n) => n.path)).toEqual(['/system/dict']);
  });
});
