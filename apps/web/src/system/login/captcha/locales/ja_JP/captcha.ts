/** The login's captchas (`captcha.…`). */
export const captcha = {
  title: 'セキュリティチェックを完了してください',
  clickWordHint: '順番にクリック：「{{words}}」',
  sliderHint: '右へスライドして認証',
  succeeded: '認証に成功しました（{{seconds}} 秒）',
  failed: '認証に失敗しました',
  refresh: '別の画像',
  loading: '読み込み中…',
  notVerified: '未認証です。先にセキュリティチェックを完了してください',
  digitPlaceholder: '認証コードを入力',
  digitRequired: '認証コードを入力してください',
  digitAlt: '認証画像を読み込めませんでした',
  digitTitle: 'クリックして認証コードを更新',
};
