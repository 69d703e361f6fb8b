import { BASE_DICTIONARIES, Community } from '@zhwy/contracts';

/** The base module's entities and dictionaries as the web knows them (pages, reference selects, label checks). */
export { Community };
export const BASE_ENTITIES = [Community] as const;
export { BASE_DICTIONARIES };
