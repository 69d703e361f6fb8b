/** Community services (spec: business-modules.md): the credits shop first. */
export * from './credits-shop.ts';
import { GOOD_STATUS, GOOD_TYPE, PICK_UP_STATUS } from './credits-shop.ts';

export const COMMUNITY_DICTIONARIES = [GOOD_TYPE, GOOD_STATUS, PICK_UP_STATUS];
