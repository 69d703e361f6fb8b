import { COMMUNITY_DICTIONARIES, CreditsShopGood, CreditsShopPickUpAddress } from '@zhwy/contracts';

/** The community module's entities and dictionaries as the web knows them (pages, label checks). */
export { COMMUNITY_DICTIONARIES, CreditsShopGood, CreditsShopPickUpAddress };
export const COMMUNITY_ENTITIES = [CreditsShopGood, CreditsShopPickUpAddress] as const;
