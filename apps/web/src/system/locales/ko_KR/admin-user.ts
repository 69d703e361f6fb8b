/** 用户: texts of its screens (`system.user.…`). */
export const userTexts = {
  user: {
    title: '사용자',
    fields: {
      username: '계정',
      familyName: '성',
      name: '이름',
      mobile: '휴대폰 번호',
      email: '이메일',
      discTitle: '자기소개 제목',
      discDetail: '자기소개',
      status: '상태',
      lastLogin: '마지막 로그인',
      registerTime: '가입 시간',
    },
    fullName: '성명',
    assignAreas: '단지 지정',
    assignAreasOf: '단지 지정 · {{name}}',
    areas: '관리할 수 있는 단지',
    areasPlaceholder: '단지를 검색하여 선택',
    areasHint: '이 사용자는 선택한 단지의 데이터만 조회하고 관리할 수 있습니다. 아무것도 선택하지 않으면 어떤 단지의 데이터도 볼 수 없습니다. 시스템 관리자 역할은 이 제한을 받지 않습니다.',
    areasCount: '단지 {{count}}개 선택됨',
    areasSaved: '{{name}}의 단지 {{count}}개를 저장했습니다',
  },
};
