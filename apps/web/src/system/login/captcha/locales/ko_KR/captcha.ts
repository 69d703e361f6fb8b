/** The login's captchas (`captcha.…`). */
export const captcha = {
  title: '보안 인증을 완료하세요',
  clickWordHint: '순서대로 클릭하세요: {{words}}',
  sliderHint: '오른쪽으로 밀어서 인증',
  succeeded: '인증 성공 ({{seconds}}초)',
  failed: '인증 실패',
  refresh: '다른 이미지',
  loading: '불러오는 중…',
  notVerified: '인증되지 않았습니다. 먼저 보안 인증을 완료하세요',
  digitPlaceholder: '인증 코드 입력',
  digitRequired: '인증 코드를 입력하세요',
  digitAlt: '인증 이미지를 불러오지 못했습니다',
  digitTitle: '클릭하여 인증 코드 새로 고침',
};
