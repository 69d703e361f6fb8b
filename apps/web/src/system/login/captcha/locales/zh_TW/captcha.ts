/** The login's captchas (`captcha.…`). */
export const captcha = {
  title: '請完成安全驗證',
  clickWordHint: '請依序點擊【{{words}}】',
  sliderHint: '向右滑動完成驗證',
  succeeded: '驗證成功（{{seconds}} 秒）',
  failed: '驗證失敗',
  refresh: '換一張',
  loading: '載入中…',
  notVerified: '未驗證，請先完成安全驗證',
  digitPlaceholder: '請輸入驗證碼',
  digitRequired: '請輸入驗證碼',
  digitAlt: '驗證碼載入失敗',
  digitTitle: '點擊重新整理驗證碼',
};
