/** 用户: texts of its screens (`system.user.…`). */
export const userTexts = {
  user: {
    title: 'User',
    fields: {
      username: 'Username',
      familyName: 'Family name',
      name: 'Given name',
      mobile: 'Mobile',
      email: 'Email',
      discTitle: 'About (title)',
      discDetail: 'About',
      status: 'Status',
      lastLogin: 'Last login',
      registerTime: 'Registered',
    },
    fullName: 'Name',
    assignAreas: 'Communities',
    assignAreasOf: 'Communities of {{name}}',
    areas: 'Communities this user manages',
    areasPlaceholder: 'Search and choose communities',
    areasHint: 'The user sees and manages only the data of the chosen communities; with none chosen, no community’s data. The administrator role is not limited by this.',
    areasCount_one: '{{count}} community chosen',
    areasCount_other: '{{count}} communities chosen',
    areasSaved_one: 'Saved {{count}} community for {{name}}',
    areasSaved_other: 'Saved {{count}} communities for {{name}}',
  },
};
