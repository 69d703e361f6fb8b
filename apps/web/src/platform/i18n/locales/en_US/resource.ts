/** The resource framework's shared texts (search form, table, form modal). */
export const resource = {
  required: '{{label}} is required',
  requiredSelect: 'Please select {{label, midSentence}}',
  inputPlaceholder: 'Enter {{label, midSentence}}',
  selectPlaceholder: 'Select {{label, midSentence}}',
  createTitle: 'New {{name}}',
  editTitle: 'Edit {{name}}',
};
