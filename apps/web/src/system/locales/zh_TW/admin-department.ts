/** 部门: texts of its screens (`system.department.…`). */
export const departmentTexts = {
  department: {
    title: '部門',
  },
};
