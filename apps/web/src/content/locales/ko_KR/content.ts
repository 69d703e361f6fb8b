import type { ARTICLE_STATUS, Article, BANNER_LINK, BANNER_STATUS, Banner, Category, CommercialService } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** 콘텐츠 관리. */
export const content: {
  category: EntityTexts<typeof Category>;
  banner: EntityTexts<typeof Banner>;
  article: EntityTexts<typeof Article>;
  commercialService: EntityTexts<typeof CommercialService>;
  dictValues: DictTexts<typeof BANNER_STATUS | typeof BANNER_LINK | typeof ARTICLE_STATUS>;
} = {
  category: {
    title: '분류',
    fields: {
      parentId: '상위 분류',
      categoryName: '분류명',
      explain: '분류 설명',
      createTime: '생성 시간',
    },
  },
  banner: {
    title: '배너',
    fields: {
      community: '노출 단지',
      categoryId: '분류',
      title: '제목',
      numeration: '정렬 번호',
      picture: '이미지',
      classificationType: '분류 유형',
      connectionType: '이동 방식',
      details: '이동 내용',
      remark: '비고',
      startTime: '시작 시간',
      endTime: '종료 시간',
      clicks: '클릭 수',
      status: '상태',
      createTime: '생성 시간',
    },
  },
  article: {
    title: '게시글',
    fields: {
      communityId: '소속 단지',
      name: '제목',
      categoryId: '분류',
      source: '출처',
      articleBased: '요약',
      articleCovers: '표지',
      content: '본문',
      clicks: '클릭 수',
      status: '상태',
      createTime: '생성 시간',
    },
    transitions: { verify: { reason: '반려 사유' } },
  },
  commercialService: {
    title: '생활 서비스',
    fields: {
      areaId: '소속 단지',
      buildingId: '동',
      title: '서비스명',
      contact: '담당자',
      phone: '연락처',
      summary: '서비스 소개',
      extendField1: '확장 필드1',
      extendField2: '확장 필드2',
      extendField3: '확장 필드3',
      extendField4: '확장 필드4',
      extendField5: '확장 필드5',
      version: '버전',
      createTime: '생성 시간',
    },
  },
  dictValues: {
    banner_status: { '0': '중지', '1': '사용' },
    banner_connection_type: { '0': '링크 URL', '1': '콘텐츠 상세' },
    article_status: { '0': '임시 저장', '1': '게시됨', '2': '게시 중지', '3': '검토 대기', '4': '반려됨' },
  },
};
