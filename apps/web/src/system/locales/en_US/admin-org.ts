/** 组织: texts of its screens (`system.org.…`). */
export const orgTexts = {
  org: {
    title: 'Organisation',
  },
};
