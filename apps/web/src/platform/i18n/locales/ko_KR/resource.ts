/** 리소스 프레임워크(검색 폼·표·폼)의 공통 문구. */
export const resource = {
  required: '{{label}}을(를) 입력하세요',
  requiredSelect: '{{label}}을(를) 선택하세요',
  inputPlaceholder: '{{label}} 입력',
  selectPlaceholder: '{{label}} 선택',
  createTitle: '{{name}} 추가',
  editTitle: '{{name}} 수정',
  listTitle: '{{name}} 목록',
  detail: '상세 보기',
  detailTitle: '{{name}} · 상세',
  deleteConfirmNamed: '“{{name}}”을(를) 삭제하시겠습니까?',
  setFieldConfirm: '“{{name}}”의 {{field}}을(를) 변경하시겠습니까?',
  setFieldDone: '변경되었습니다',
  uploadImage: '이미지 업로드',
  imagePathTooLong: '이미지 경로가 {{max}}자를 초과합니다. 다시 업로드하세요',
  rangeFrom: '최솟값',
  rangeTo: '최댓값',
};
