/** 岗位: texts of its screens (`system.post.…`). */
export const postTexts = {
  post: {
    title: 'Post',
    listTitle: 'Posts',
    fields: {
      postCode: 'Post code',
      postName: 'Post name',
      sort: 'Display order',
      status: 'Status',
      remark: 'Remark',
      createTime: 'Created at',
    },
  },
};
