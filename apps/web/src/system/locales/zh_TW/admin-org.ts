/** 组织: texts of its screens (`system.org.…`). */
export const orgTexts = {
  org: {
    title: '組織',
  },
};
