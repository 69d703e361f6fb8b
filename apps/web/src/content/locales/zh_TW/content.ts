import type { ARTICLE_STATUS, Article, BANNER_LINK, BANNER_STATUS, Banner, Category, CommercialService } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** 內容管理。 */
export const content: {
  category: EntityTexts<typeof Category>;
  banner: EntityTexts<typeof Banner>;
  article: EntityTexts<typeof Article>;
  commercialService: EntityTexts<typeof CommercialService>;
  dictValues: DictTexts<typeof BANNER_STATUS | typeof BANNER_LINK | typeof ARTICLE_STATUS>;
} = {
  category: {
    title: '分類',
    fields: {
      parentId: '上級分類',
      categoryName: '分類名稱',
      explain: '分類說明',
      createTime: '建立時間',
    },
  },
  banner: {
    title: '輪播圖',
    fields: {
      community: '投放社區',
      categoryId: '分類',
      title: '標題',
      numeration: '排序號',
      picture: '圖片',
      classificationType: '分類類型',
      connectionType: '跳轉方式',
      details: '跳轉內容',
      remark: '備註',
      startTime: '開始時間',
      endTime: '結束時間',
      clicks: '點擊量',
      status: '狀態',
      createTime: '建立時間',
    },
  },
  article: {
    title: '文章',
    fields: {
      communityId: '所屬社區',
      name: '標題',
      categoryId: '分類',
      source: '來源',
      articleBased: '摘要',
      articleCovers: '封面',
      content: '正文',
      clicks: '點擊量',
      status: '狀態',
      createTime: '建立時間',
    },
    transitions: { verify: { reason: '駁回原因' } },
  },
  commercialService: {
    title: '便民服務',
    fields: {
      areaId: '所屬社區',
      buildingId: '樓棟',
      title: '服務名稱',
      contact: '聯絡人',
      phone: '聯絡電話',
      summary: '服務簡介',
      extendField1: '擴充欄位1',
      extendField2: '擴充欄位2',
      extendField3: '擴充欄位3',
      extendField4: '擴充欄位4',
      extendField5: '擴充欄位5',
      version: '版本號',
      createTime: '建立時間',
    },
  },
  dictValues: {
    banner_status: { '0': '停用', '1': '啟用' },
    banner_connection_type: { '0': '連結網址', '1': '內容詳情' },
    article_status: { '0': '草稿', '1': '已發布', '2': '已下架', '3': '待審核', '4': '已駁回' },
  },
};
