/** Filled by the shell owner. */
export const shell = {};
