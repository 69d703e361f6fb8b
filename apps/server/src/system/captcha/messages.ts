import { type Locale, type REP_CODES, pickLocale } from '@zhwy/contracts';

export type RepKey = keyof typeof REP_CODES;

/**
 * The protocol's repMsg in the five locales (clients show repMsg as it comes); zh_CN is upstream's own wording.
 * `{field}` names the empty field (0011).
 */
const REP_MESSAGES: Record<Locale, Record<RepKey, string>> = {
  zh_CN: {
    success: '成功', failed: '操作失败', internal: '服务器内部异常', empty: '{field}不能为空', expired: '验证码已失效，请重新获取',
    verifyFailed: '验证失败', unavailable: '获取验证码失败，请联系管理员', getLimit: '获取验证码过于频繁，请稍后再试',
    failLock: '验证失败次数过多，请稍后再试', checkLimit: '校验过于频繁，请稍后再试', verifyLimit: '二次校验过于频繁，请稍后再试',
    invalid: '无效请求，请重新获取验证码',
  },
  zh_TW: {
    success: '成功', failed: '操作失敗', internal: '伺服器內部異常', empty: '{field}不能為空', expired: '驗證碼已失效，請重新取得',
    verifyFailed: '驗證失敗', unavailable: '取得驗證碼失敗，請聯絡管理員', getLimit: '取得驗證碼過於頻繁，請稍後再試',
    failLock: '驗證失敗次數過多，請稍後再試', checkLimit: '驗證過於頻繁，請稍後再試', verifyLimit: '二次驗證過於頻繁，請稍後再試',
    invalid: '無效請求，請重新取得驗證碼',
  },
  en_US: {
    success: 'Success', failed: 'Operation failed', internal: 'Internal server error', empty: '{field} is required',
    expired: 'The captcha has expired; please get a new one', verifyFailed: 'Verification failed',
    unavailable: 'Could not get a captcha; please contact the administrator', getLimit: 'Too many captcha requests; please try again later',
    failLock: 'Too many failed verifications; please try again later', checkLimit: 'Too many checks; please try again later',
    verifyLimit: 'Too many verification requests; please try again later', invalid: 'Invalid request; please get a new captcha',
  },
  ja_JP: {
    success: '成功', failed: '操作に失敗しました', internal: 'サーバー内部エラー', empty: '{field}を入力してください',
    expired: '認証の有効期限が切れました。もう一度取得してください', verifyFailed: '認証に失敗しました',
    unavailable: '認証画像を取得できませんでした。管理者にお問い合わせください', getLimit: '認証画像の取得が多すぎます。しばらくしてから再度お試しください',
    failLock: '認証の失敗が多すぎます。しばらくしてから再度お試しください', checkLimit: '照合が多すぎます。しばらくしてから再度お試しください',
    verifyLimit: '再認証の要求が多すぎます。しばらくしてから再度お試しください', invalid: '無効なリクエストです。認証画像をもう一度取得してください',
  },
  ko_KR: {
    success: '성공', failed: '작업에 실패했습니다', internal: '서버 내부 오류', empty: '{field}을(를) 입력하세요',
    expired: '인증이 만료되었습니다. 다시 받아 주세요', verifyFailed: '인증에 실패했습니다',
    unavailable: '인증 이미지를 가져오지 못했습니다. 관리자에게 문의하세요', getLimit: '인증 이미지 요청이 너무 많습니다. 잠시 후 다시 시도하세요',
    failLock: '인증 실패가 너무 많습니다. 잠시 후 다시 시도하세요', checkLimit: '확인 요청이 너무 많습니다. 잠시 후 다시 시도하세요',
    verifyLimit: '재인증 요청이 너무 많습니다. 잠시 후 다시 시도하세요', invalid: '잘못된 요청입니다. 인증 이미지를 다시 받아 주세요',
  },
};

/** repMsg in the caller's language (Accept-Language; zh_CN when absent). */
export const repMessage = (acceptLanguage: string | undefined, key: RepKey, field = ''): string =>
  REP_MESSAGES[pickLocale(acceptLanguage)][key].replace('{field}', field);
