/** The one envelope for calls that are neither paged lists nor shaped by the spec (schema: `envelope` in contracts). */
export const ok = <T>(data: T, msg = '操作成功') => ({ code: 0, msg, data });
