import type { ARTICLE_STATUS, Article, BANNER_LINK, BANNER_STATUS, Banner, Category, CommercialService } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** コンテンツ管理。 */
export const content: {
  category: EntityTexts<typeof Category>;
  banner: EntityTexts<typeof Banner>;
  article: EntityTexts<typeof Article>;
  commercialService: EntityTexts<typeof CommercialService>;
  dictValues: DictTexts<typeof BANNER_STATUS | typeof BANNER_LINK | typeof ARTICLE_STATUS>;
} = {
  category: {
    title: 'カテゴリ',
    fields: {
      parentId: '親カテゴリ',
      categoryName: 'カテゴリ名',
      explain: 'カテゴリ説明',
      createTime: '作成日時',
    },
  },
  banner: {
    title: 'バナー',
    fields: {
      community: '配信団地',
      categoryId: 'カテゴリ',
      title: 'タイトル',
      numeration: '表示順',
      picture: '画像',
      classificationType: 'カテゴリ種別',
      connectionType: '遷移方法',
      details: '遷移先',
      remark: '備考',
      startTime: '開始日時',
      endTime: '終了日時',
      clicks: 'クリック数',
      status: '状態',
      createTime: '作成日時',
    },
  },
  article: {
    title: '記事',
    fields: {
      communityId: '所属団地',
      name: 'タイトル',
      categoryId: 'カテゴリ',
      source: '出典',
      articleBased: '概要',
      articleCovers: 'カバー画像',
      content: '本文',
      clicks: 'クリック数',
      status: '状態',
      createTime: '作成日時',
    },
    transitions: { verify: { reason: '差し戻し理由' } },
  },
  commercialService: {
    title: '生活サービス',
    fields: {
      areaId: '所属団地',
      buildingId: '棟',
      title: 'サービス名',
      contact: '担当者',
      phone: '電話番号',
      summary: 'サービス紹介',
      extendField1: '拡張項目1',
      extendField2: '拡張項目2',
      extendField3: '拡張項目3',
      extendField4: '拡張項目4',
      extendField5: '拡張項目5',
      version: 'バージョン',
      createTime: '作成日時',
    },
  },
  dictValues: {
    banner_status: { '0': '停止', '1': '有効' },
    banner_connection_type: { '0': 'リンクURL', '1': 'コンテンツ詳細' },
    article_status: { '0': '下書き', '1': '公開中', '2': '公開停止', '3': '審査待ち', '4': '差し戻し' },
  },
};
