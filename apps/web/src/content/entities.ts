import { Article, Banner, CONTENT_DICTIONARIES, Category, CommercialService } from '@zhwy/contracts';

/** The content module's entities and dictionaries as the web knows them (pages, reference selects, label checks). */
export { Article, Banner, CONTENT_DICTIONARIES, Category, CommercialService };
export const CONTENT_ENTITIES = [Category, Banner, Article, CommercialService] as const;
