/** ログイン画面のSMS認証コード（`loginSms.…`）。 */
export const loginSms = {
  phone: '登録済みの携帯電話番号',
  phonePlaceholder: 'アカウントを入力すると登録済みの携帯電話番号が表示されます',
  lookingUp: '登録済みの携帯電話番号を確認しています…',
  codePlaceholder: 'SMS認証コードを入力',
  codeRequired: '携帯電話の認証コードを入力してください',
  send: 'コードを取得',
  resendIn: '{{n}} 秒後に再取得',
  sent: '認証コードを送信しました',
  sendFailed: 'SMSの送信に失敗しました',
};
