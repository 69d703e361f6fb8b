/** 쪽지. */
export const menu = { operations: '운영 관리', 'operations-letter': '쪽지', 'operations-my-letter': '내 쪽지' };
