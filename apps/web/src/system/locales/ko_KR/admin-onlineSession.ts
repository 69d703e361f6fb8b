/** 在线用户: texts of its screens (`system.onlineSession.…`). */
export const onlineSessionTexts = {
  onlineSession: {
    title: '온라인 사용자',
  },
};
