/** 租户: texts of its screens (`system.tenantAdmin.…`). */
export const tenantAdminTexts = {
  tenantAdmin: {
    title: '테넌트',
  },
};
