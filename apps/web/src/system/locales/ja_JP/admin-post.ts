/** 岗位: texts of its screens (`system.post.…`). */
export const postTexts = {
  post: {
    title: '役職',
  },
};
