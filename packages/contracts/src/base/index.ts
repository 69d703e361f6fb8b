/** Base data (spec: base-data-and-billing.md): communities first; buildings, units, rooms and residents follow. */
export * from './community.ts';
import { COMMUNITY_STATUS } from './community.ts';

export const BASE_DICTIONARIES = [COMMUNITY_STATUS];
