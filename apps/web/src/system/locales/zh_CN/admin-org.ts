/** 组织: texts of its screens (`system.org.…`). */
export const orgTexts = {
  org: {
    title: '组织',
  },
};
