import { Article, Banner, CONTENT_DICTIONARIES, Category, CommercialService } from '@zhwy/contracts';
import { dictTexts, entityTexts } from '../../../platform/resource/labels.ts';

/** 内容管理：中文文案取自实体定义（字段标签、字典标签），与服务端一致。 */
export const content = {
  category: entityTexts(Category),
  banner: entityTexts(Banner),
  article: entityTexts(Article),
  commercialService: entityTexts(CommercialService),
  dictValues: dictTexts(CONTENT_DICTIONARIES),
};
