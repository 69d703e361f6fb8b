/** The login's captchas (`captcha.…`). */
export const captcha = {
  title: '请完成安全验证',
  clickWordHint: '请依次点击【{{words}}】',
  sliderHint: '向右滑动完成验证',
  succeeded: '验证成功（{{seconds}} 秒）',
  failed: '验证失败',
  refresh: '换一张',
  loading: '加载中…',
  notVerified: '未验证，请先完成安全验证',
  digitPlaceholder: '请输入验证码',
  digitRequired: '请输入验证码',
  digitAlt: '验证码加载失败',
  digitTitle: '点击刷新验证码',
};
