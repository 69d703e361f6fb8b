/** CAS 单点登录与特殊登录入口的文字（`loginEntries.…`），登录页用到时才加载。 */
export const loginEntries = {
  passwordMode: '账号密码登录',
  casMode: 'CAS 单点登录',
  casHint: '将跳转到统一身份认证平台，认证后自动返回本系统',
  casSubmit: '前往统一身份认证',
  casChecking: '正在验证统一身份认证信息…',
  casFailed: '认证失败，请检查后台服务',
  entryChecking: '正在通过登录入口自动登录…',
  entryNeedsCheck: '已从登录入口填入账号和密码，请完成验证后点击登录',
  entryFailed: '登录入口登录失败：{{msg}}',
};
