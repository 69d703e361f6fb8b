/** Menu titles by the menu's name (`menu.<name>`); a name without an entry shows the server's title. */
export const menu = {
  home: '홈',
  system: '시스템 관리',
  'dict-management': '데이터 사전',
  'logging-login': '로그인 기록',
  'logging-operation': '작업 기록',
  'self-edit': '내 정보',
};
