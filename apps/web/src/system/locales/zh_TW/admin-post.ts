/** 岗位: texts of its screens (`system.post.…`). */
export const postTexts = {
  post: {
    title: '職位',
    listTitle: '職位列表',
    fields: {
      postCode: '職位代碼',
      postName: '職位名稱',
      sort: '顯示排序',
      status: '狀態',
      remark: '備註',
      createTime: '建立時間',
    },
  },
};
