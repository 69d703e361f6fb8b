/** 岗位: texts of its screens (`system.post.…`). */
export const postTexts = {
  post: {
    title: '岗位',
    listTitle: '岗位列表',
    fields: {
      postCode: '岗位编码',
      postName: '岗位名称',
      sort: '显示排序',
      status: '状态',
      remark: '备注',
      createTime: '创建时间',
    },
  },
};
