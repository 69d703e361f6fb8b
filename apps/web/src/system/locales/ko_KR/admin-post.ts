/** 岗位: texts of its screens (`system.post.…`). */
export const postTexts = {
  post: {
    title: '직위',
    listTitle: '직위 목록',
    fields: {
      postCode: '직위 코드',
      postName: '직위명',
      sort: '표시 순서',
      status: '상태',
      remark: '비고',
      createTime: '생성 시간',
    },
  },
};
