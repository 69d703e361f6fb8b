/** 작업 그룹: texts of its screens (`system.workGroup.…`). */
export const workGroupTexts = {
  workGroup: {
    title: '작업 그룹',
    listTitle: '작업 그룹 목록',
    addTitle: '작업 그룹 추가',
    editTitle: '작업 그룹 편집',
    searchPlaceholder: '검색 내용을 입력하세요',
    fields: {
      id: 'ID',
      groupName: '이름',
      description: '설명',
      orgId: '소속 조직',
      users: '구성원',
      createTime: '생성 시간',
    },
    placeholders: {
      groupName: '작업 그룹 이름을 입력하세요',
      description: '작업 그룹 설명을 입력하세요',
      users: '구성원을 선택하세요(계정, 이름, 휴대폰 번호로 검색)',
    },
    rules: {
      groupName: '이름은 비워 둘 수 없습니다',
      description: '설명은 비워 둘 수 없습니다',
      users: '구성원은 비워 둘 수 없습니다',
    },
    deleteConfirm: '이 기록을 삭제하시겠습니까?',
    deleteSuccess: '삭제되었습니다',
    deleteFailure: '삭제하지 못했습니다',
    loadFailed: '데이터를 가져오지 못했습니다',
    updating: '데이터를 업데이트하는 중',
    createSuccess: '작업 그룹을 만들었습니다',
    createFailure: '작업 그룹을 만들지 못했습니다',
    updateSuccess: '작업 그룹을 업데이트했습니다',
    updateFailure: '작업 그룹을 업데이트하지 못했습니다',
    noGroup: '편집할 작업 그룹이 지정되지 않았습니다. 작업 그룹 목록에서 여세요',
    membersCount: '{{count}}명 선택됨',
  },
};
