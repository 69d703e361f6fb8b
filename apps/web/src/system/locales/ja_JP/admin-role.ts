/** 角色: texts of its screens (`system.role.…`). */
export const roleTexts = {
  role: {
    title: 'ロール',
  },
};
