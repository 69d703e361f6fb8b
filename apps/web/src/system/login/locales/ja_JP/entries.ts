/** CAS シングルサインオンと特別なログイン入口のテキスト（`loginEntries.…`）。ログイン画面で必要になったときに読み込みます。 */
export const loginEntries = {
  passwordMode: 'アカウントとパスワード',
  casMode: 'CAS シングルサインオン',
  casHint: '統合認証サービスに移動し、認証後にこのシステムへ戻ります',
  casSubmit: '統合認証へ進む',
  casChecking: 'シングルサインオンを確認しています…',
  casFailed: '認証に失敗しました。バックエンドサービスを確認してください',
  entryChecking: 'ログイン用リンクから自動でログインしています…',
  entryNeedsCheck: 'ログイン用リンクからアカウントとパスワードを入力しました。認証を完了してからログインをクリックしてください',
  entryFailed: 'ログイン用リンクからのログインに失敗しました：{{msg}}',
};
