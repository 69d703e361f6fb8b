/** 在线用户: texts of its screens (`system.onlineSession.…`). */
export const onlineSessionTexts = {
  onlineSession: {
    title: '在线用户',
  },
};
