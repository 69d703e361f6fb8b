/** 工作組: texts of its screens (`system.workGroup.…`). */
export const workGroupTexts = {
  workGroup: {
    title: '工作組',
    listTitle: '工作組列表',
    addTitle: '新增工作組',
    editTitle: '編輯工作組',
    searchPlaceholder: '請輸入查詢內容',
    fields: {
      id: 'ID',
      groupName: '名稱',
      description: '描述',
      orgId: '所屬組織',
      users: '人員',
      createTime: '建立時間',
    },
    placeholders: {
      groupName: '請輸入工作組名稱',
      description: '請輸入工作組描述',
      users: '請選擇人員，可輸入帳號、姓名或手機號碼搜尋',
    },
    rules: {
      groupName: '名稱不能為空',
      description: '描述不能為空',
      users: '人員不能為空',
    },
    deleteConfirm: '確定刪除此筆記錄嗎？',
    deleteSuccess: '刪除成功',
    deleteFailure: '刪除失敗',
    loadFailed: '資料取得失敗',
    updating: '正在更新資料',
    createSuccess: '建立工作組成功',
    createFailure: '建立工作組失敗',
    updateSuccess: '更新工作組成功',
    updateFailure: '更新工作組失敗',
    noGroup: '未指定要編輯的工作組，請從工作組列表進入',
    membersCount: '已選 {{count}} 人',
  },
};
