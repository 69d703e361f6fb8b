/** 리소스 프레임워크(검색 폼·표·폼)의 공통 문구. */
export const resource = {
  required: '{{label}}을(를) 입력하세요',
  requiredSelect: '{{label}}을(를) 선택하세요',
  inputPlaceholder: '{{label}} 입력',
  selectPlaceholder: '{{label}} 선택',
  createTitle: '{{name}} 추가',
  editTitle: '{{name}} 수정',
};
