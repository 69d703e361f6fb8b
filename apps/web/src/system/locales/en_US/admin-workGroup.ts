/** Work groups: texts of their screens (`system.workGroup.…`). */
export const workGroupTexts = {
  workGroup: {
    title: 'Work group',
    listTitle: 'Work groups',
    addTitle: 'New work group',
    editTitle: 'Edit work group',
    searchPlaceholder: 'Enter search text',
    fields: {
      id: 'ID',
      groupName: 'Name',
      description: 'Description',
      orgId: 'Organisation',
      users: 'Staff',
      createTime: 'Created',
    },
    placeholders: {
      groupName: 'Enter the work group name',
      description: 'Enter a description of the work group',
      users: 'Choose staff; search by account, name or mobile number',
    },
    rules: {
      groupName: 'Name is required',
      description: 'Description is required',
      users: 'Staff is required',
    },
    deleteConfirm: 'Are you sure you want to delete this record?',
    deleteSuccess: 'Deleted',
    deleteFailure: 'Delete failed',
    loadFailed: 'Failed to fetch data',
    updating: 'Updating data',
    createSuccess: 'Work group created',
    createFailure: 'Failed to create work group',
    updateSuccess: 'Work group updated',
    updateFailure: 'Failed to update work group',
    noGroup: 'No work group was chosen to edit. Open one from the work group list.',
    membersCount: '{{count}} selected',
  },
};
