import { BASE_DICTIONARIES, Community, dictSeedOf } from '@zhwy/contracts';
import type { EntityTable } from '../platform/crud.ts';
import { entityMenu } from '../platform/entity-menu.ts';
import { registerEntityRoutes } from '../platform/entity-routes.ts';
import type { ServerModule } from '../platform/module.ts';
import { comArea } from './schema.ts';

/** Base data (spec: base-data-and-billing.md): communities; buildings, units, rooms and residents follow. */
export const baseModule: ServerModule = {
  name: 'base',
  register: (app, { database }) => {
    registerEntityRoutes(app, { entity: Community, table: comArea as unknown as EntityTable, database });
  },
  menus: [
    {
      name: 'base',
      title: '基础数据',
      type: 'menu1',
      url: '/base',
      icon: 'BankOutlined',
      readOnly: true,
      children: [entityMenu(Community, { name: 'base-community', url: '/base/community', icon: 'HomeOutlined' })],
    },
  ],
  dictionaries: BASE_DICTIONARIES.map(dictSeedOf),
};
