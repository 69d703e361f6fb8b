/** 로그인 페이지의 SMS 인증번호 (`loginSms.…`). */
export const loginSms = {
  phone: '연결된 휴대폰 번호',
  phonePlaceholder: '계정을 입력하면 연결된 휴대폰 번호가 표시됩니다',
  lookingUp: '연결된 휴대폰 번호를 확인하는 중…',
  codePlaceholder: 'SMS 인증번호 입력',
  codeRequired: '휴대폰 인증번호를 입력하세요',
  send: '인증번호 받기',
  resendIn: '{{n}}초 후 재전송',
  sent: '인증번호를 보냈습니다',
  sendFailed: 'SMS 전송에 실패했습니다',
};
