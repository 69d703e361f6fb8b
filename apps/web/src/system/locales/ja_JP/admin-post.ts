/** 岗位: texts of its screens (`system.post.…`). */
export const postTexts = {
  post: {
    title: '役職',
    listTitle: '役職一覧',
    fields: {
      postCode: '役職コード',
      postName: '役職名',
      sort: '表示順',
      status: '状態',
      remark: '備考',
      createTime: '作成日時',
    },
  },
};
