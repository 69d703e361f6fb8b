/** 登入頁的簡訊驗證碼（`loginSms.…`）。 */
export const loginSms = {
  phone: '綁定的手機號碼',
  phonePlaceholder: '輸入帳號後顯示綁定的手機號碼',
  lookingUp: '正在查詢綁定的手機號碼…',
  codePlaceholder: '請輸入簡訊驗證碼',
  codeRequired: '手機驗證碼不能為空',
  send: '取得驗證碼',
  resendIn: '{{n}} 秒後重新取得',
  sent: '驗證碼已傳送',
  sendFailed: '簡訊傳送失敗',
};
