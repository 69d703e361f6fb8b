/** 시스템 관리의 메뉴 제목(`menu.<name>`). */
export const menu = {
  system: '시스템 관리',
  'dict-management': '데이터 사전',
  'logging-login': '로그인 기록',
  'logging-operation': '작업 기록',
  'user-area-management': '사용자 단지 권한',
  'tenant-settings': '테넌트 설정',
  'self-edit': '내 정보',
};
