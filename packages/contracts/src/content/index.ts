/** Content (spec: business-modules.md): categories, banners, articles, commercial services. */
export * from './content.ts';
import { ARTICLE_STATUS, BANNER_LINK, BANNER_STATUS } from './content.ts';

export const CONTENT_DICTIONARIES = [BANNER_STATUS, BANNER_LINK, ARTICLE_STATUS];
