/** メーターと検針。 */
export const menu = {
  'toll-meter': 'メーター管理',
  'toll-meter-reading': '検針記録',
};
