/** 用户: texts of its screens (`system.user.…`). */
export const userTexts = {
  user: {
    title: '用户',
    fields: {
      username: '账号',
      familyName: '姓氏',
      name: '名字',
      mobile: '手机号码',
      email: '邮箱',
      discTitle: '个人说明标题',
      discDetail: '个人说明',
      status: '状态',
      lastLogin: '最后登录',
      registerTime: '注册时间',
    },
    fullName: '姓名',
    assignAreas: '分配小区',
    assignAreasOf: '分配小区 · {{name}}',
    areas: '可管理的小区',
    areasPlaceholder: '搜索并选择小区',
    areasHint: '该用户只能查看和管理所选小区的数据，一个都不选则看不到任何小区的数据。系统管理员角色不受此限制。',
    areasCount: '已选 {{count}} 个小区',
    areasSaved: '已为 {{name}} 保存 {{count}} 个小区',
  },
};
