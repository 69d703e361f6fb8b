import type { ARTICLE_STATUS, Article, BANNER_LINK, BANNER_STATUS, Banner, Category, CommercialService } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** Content. */
export const content: {
  category: EntityTexts<typeof Category>;
  banner: EntityTexts<typeof Banner>;
  article: EntityTexts<typeof Article>;
  commercialService: EntityTexts<typeof CommercialService>;
  dictValues: DictTexts<typeof BANNER_STATUS | typeof BANNER_LINK | typeof ARTICLE_STATUS>;
} = {
  category: {
    title: 'Category',
    fields: {
      parentId: 'Parent category',
      categoryName: 'Category name',
      explain: 'Description',
      createTime: 'Created',
    },
  },
  banner: {
    title: 'Banner',
    fields: {
      community: 'Communities',
      categoryId: 'Category',
      title: 'Title',
      numeration: 'Order',
      picture: 'Picture',
      classificationType: 'Category type',
      connectionType: 'Link type',
      details: 'Link target',
      remark: 'Remark',
      startTime: 'Start time',
      endTime: 'End time',
      clicks: 'Clicks',
      status: 'Status',
      createTime: 'Created',
    },
  },
  article: {
    title: 'Article',
    fields: {
      communityId: 'Community',
      name: 'Title',
      categoryId: 'Category',
      source: 'Source',
      articleBased: 'Summary',
      articleCovers: 'Cover',
      content: 'Body',
      clicks: 'Clicks',
      status: 'Status',
      createTime: 'Created',
    },
    transitions: { verify: { reason: 'Reason for rejection' } },
  },
  commercialService: {
    title: 'Convenience service',
    fields: {
      areaId: 'Community',
      buildingId: 'Building',
      title: 'Service name',
      contact: 'Contact',
      phone: 'Phone',
      summary: 'Introduction',
      extendField1: 'Extra field 1',
      extendField2: 'Extra field 2',
      extendField3: 'Extra field 3',
      extendField4: 'Extra field 4',
      extendField5: 'Extra field 5',
      version: 'Version',
      createTime: 'Created',
    },
  },
  dictValues: {
    banner_status: { '0': 'Disabled', '1': 'Enabled' },
    banner_connection_type: { '0': 'Link URL', '1': 'Content details' },
    article_status: { '0': 'Draft', '1': 'Published', '2': 'Withdrawn', '3': 'Awaiting review', '4': 'Rejected' },
  },
};
