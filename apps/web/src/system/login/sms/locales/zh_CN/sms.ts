/** 登录页的短信验证码（`loginSms.…`）。 */
export const loginSms = {
  phone: '绑定的手机号',
  phonePlaceholder: '输入账号后显示绑定的手机号',
  lookingUp: '正在查询绑定的手机号…',
  codePlaceholder: '请输入短信验证码',
  codeRequired: '手机验证码不能为空',
  send: '获取验证码',
  resendIn: '{{n}} 秒后重新获取',
  sent: '验证码已发送',
  sendFailed: '短信发送失败',
};
