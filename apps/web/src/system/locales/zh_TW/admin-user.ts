/** 用户: texts of its screens (`system.user.…`). */
export const userTexts = {
  user: {
    title: '使用者',
    fields: {
      username: '帳號',
      familyName: '姓氏',
      name: '名字',
      mobile: '手機號碼',
      email: '電子郵件',
      discTitle: '個人說明標題',
      discDetail: '個人說明',
      status: '狀態',
      lastLogin: '最後登入',
      registerTime: '註冊時間',
    },
    fullName: '姓名',
    assignAreas: '分配社區',
    assignAreasOf: '分配社區 · {{name}}',
    areas: '可管理的社區',
    areasPlaceholder: '搜尋並選擇社區',
    areasHint: '此使用者只能查看和管理所選社區的資料，一個都不選則看不到任何社區的資料。系統管理員角色不受此限制。',
    areasCount: '已選 {{count}} 個社區',
    areasSaved: '已為 {{name}} 儲存 {{count}} 個社區',
  },
};
