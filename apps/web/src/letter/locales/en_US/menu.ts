/** Station letters. */
export const menu = { operations: 'Operations', 'operations-letter': 'Station letters', 'operations-my-letter': 'My letters' };
