/** CAS 單一登入與特殊登入入口的文字（`loginEntries.…`），登入頁用到時才載入。 */
export const loginEntries = {
  passwordMode: '帳號密碼登入',
  casMode: 'CAS 單一登入',
  casHint: '將跳轉至統一身分認證平台，認證後自動返回本系統',
  casSubmit: '前往統一身分認證',
  casChecking: '正在驗證統一身分認證資訊…',
  casFailed: '認證失敗，請檢查後台服務',
  entryChecking: '正在透過登入入口自動登入…',
  entryNeedsCheck: '已從登入入口填入帳號和密碼，請完成驗證後點擊登入',
  entryFailed: '登入入口登入失敗：{{msg}}',
};
