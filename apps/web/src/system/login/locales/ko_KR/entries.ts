/** CAS 통합 로그인과 특별 로그인 입구의 문구(`loginEntries.…`). 로그인 화면에서 필요할 때 불러옵니다. */
export const loginEntries = {
  passwordMode: '계정 및 비밀번호',
  casMode: 'CAS 통합 로그인',
  casHint: '통합 인증 서비스로 이동하며, 인증 후 이 시스템으로 자동으로 돌아옵니다',
  casSubmit: '통합 인증으로 이동',
  casChecking: '통합 인증 정보를 확인하는 중…',
  casFailed: '인증에 실패했습니다. 백엔드 서비스를 확인하세요',
  entryChecking: '로그인 링크로 자동 로그인하는 중…',
  entryNeedsCheck: '로그인 링크에서 계정과 비밀번호를 입력했습니다. 인증을 완료한 후 로그인을 클릭하세요',
  entryFailed: '로그인 링크로 로그인하지 못했습니다: {{msg}}',
};
