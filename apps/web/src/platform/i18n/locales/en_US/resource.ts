/** The resource framework's shared texts (search form, table, form modal). */
export const resource = {
  required: '{{label}} is required',
  requiredSelect: 'Please select {{label, midSentence}}',
  inputPlaceholder: 'Enter {{label, midSentence}}',
  selectPlaceholder: 'Select {{label, midSentence}}',
  createTitle: 'New {{name}}',
  editTitle: 'Edit {{name}}',
  listTitle: '{{name}} list',
  detail: 'View details',
  detailTitle: '{{name}} · details',
  deleteConfirmNamed: 'Delete “{{name}}”?',
  setFieldConfirm: 'Change the {{field, midSentence}} of “{{name}}”?',
  setFieldDone: 'Changed',
  uploadImage: 'Upload',
  imagePathTooLong: 'The image path is longer than {{max}} characters; please upload again',
  rangeFrom: 'Min',
  rangeTo: 'Max',
};
