import { LETTER_DICTIONARIES, StationLetter } from '@zhwy/contracts';

/** The letter module's entities and dictionaries as the web knows them (pages, label checks). */
export { LETTER_DICTIONARIES, StationLetter };
export const LETTER_ENTITIES = [StationLetter] as const;
