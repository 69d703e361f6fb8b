/** Filled by the system owner. */
export const system = {};
