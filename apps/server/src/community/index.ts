import { COMMUNITY_DICTIONARIES, CreditsShopGood, CreditsShopPickUpAddress, dictSeedOf, permissionOf } from '@zhwy/contracts';
import { entityMenu } from '../platform/entity-menu.ts';
import { registerEntityRoutes } from '../platform/entity-routes.ts';
import type { ServerModule } from '../platform/module.ts';
import { pickUpPointChosen } from './pick-up-point.ts';
import { creditsShopGood, creditsShopPickUpAddress } from './schema.ts';

/** Community services (spec: business-modules.md): the credits shop's goods and pick-up addresses. */
export const communityModule: ServerModule = {
  name: 'community',
  register: (app, { database }) => {
    registerEntityRoutes(app, { entity: CreditsShopGood, table: creditsShopGood, database, hooks: { validate: pickUpPointChosen } });
    // A good's form picks its 自提地址 among the pick-up points: whoever may add or edit goods may read them.
    registerEntityRoutes(app, {
      entity: CreditsShopPickUpAddress,
      table: creditsShopPickUpAddress,
      database,
      listAccess: { anyOf: [permissionOf(CreditsShopPickUpAddress, 'list'), permissionOf(CreditsShopGood, 'add'), permissionOf(CreditsShopGood, 'edit')] },
    });
  },
  menus: [
    {
      name: 'credits-shop',
      title: '积分商城',
      type: 'menu1',
      url: '/credits',
      icon: 'GiftOutlined',
      readOnly: true,
      children: [
        entityMenu(CreditsShopGood, { name: 'credits-good', url: '/credits/goods', icon: 'ShopOutlined', title: '商品管理' }),
        entityMenu(CreditsShopPickUpAddress, { name: 'credits-pick-up-address', url: '/credits/pick-up-addresses', icon: 'HomeOutlined', title: '自提点管理' }),
      ],
    },
  ],
  dictionaries: COMMUNITY_DICTIONARIES.map(dictSeedOf),
};
