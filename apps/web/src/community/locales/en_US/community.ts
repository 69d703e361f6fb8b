import type { COMMUNITY_DICTIONARIES, CreditsShopGood, CreditsShopPickUpAddress } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** Community services: the credits shop. */
export const community: {
  creditsGood: EntityTexts<typeof CreditsShopGood>;
  pickUpAddress: EntityTexts<typeof CreditsShopPickUpAddress>;
  dictValues: DictTexts<(typeof COMMUNITY_DICTIONARIES)[number]>;
} = {
  creditsGood: {
    title: 'Product',
    fields: {
      goodCode: 'Product code',
      goodName: 'Product name',
      goodType: 'Type',
      creditsPrice: 'Price (credits)',
      status: 'Status',
      inventory: 'Inventory',
      downTime: 'Off-shelf time',
      limited: 'Limit per person',
      pickUpAddress: 'Pick-up point',
      imageUrl: 'Picture',
      describes: 'Description',
      createTime: 'Created',
    },
  },
  pickUpAddress: {
    title: 'Pick-up point',
    fields: {
      areaId: 'Community',
      address: 'Pick-up address',
      lat: 'Latitude',
      lng: 'Longitude',
      status: 'Status',
      createTime: 'Created',
    },
  },
  dictValues: {
    credits_good_type: { '0': 'Physical', '1': 'Virtual' },
    credits_good_status: { '0': 'On shelf', '1': 'Off shelf' },
    credits_pick_up_status: { '0': 'Open', '1': 'Closed' },
  },
};
