/** Filled by the menu owner. */
export const menu = {};
