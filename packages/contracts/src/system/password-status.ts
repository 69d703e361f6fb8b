/** passwordStatus: 0 fine, 1 weak or initial, 2 older than three months, 5 blocked (msg says why). */
export const PASSWORD_STATUS = { ok: 0, weak: 1, expired: 2, blocked: 5 } as const;
