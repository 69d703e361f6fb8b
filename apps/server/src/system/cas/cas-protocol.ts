/**
 * The two CAS 3.0 documents the server reads (../shared/reference/protocols.md): the `p3/serviceValidate` answer and
 * the single logout's SAML LogoutRequest. Both are small and flat; their elements are found by local name, whatever
 * namespace prefix the server uses (`cas:` upstream), so no XML library (and no entity expansion) is involved.
 */

export type ServiceValidation =
  | { ok: true; user: string; attributes: Record<string, string> }
  | { ok: false; code: string; message: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML text with its five named entities and numeric references resolved; nothing else is expanded. */
export const xmlText = (raw: string): string =>
  raw
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_m, text: string) => text.replace(/&/g, '&amp;'))
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|amp|lt|gt|quot|apos);/gi, (_m, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()];
      const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    })
    .trim();

const TAG = (local: string) => `<(?:[A-Za-z_][\\w.-]*:)?${local}(\\s[^>]*)?>`;
const CLOSE = (local: string) => `</(?:[A-Za-z_][\\w.-]*:)?${local}\\s*>`;

/** The text inside the first element of that local name within `xml`, or null. */
export const elementText = (xml: string, local: string): string | null => {
  const match = new RegExp(`${TAG(local)}([\\s\\S]*?)${CLOSE(local)}`).exec(xml);
  return match ? xmlText(match[2]) : null;
};

const attributeOf = (attributes: string | undefined, name: string): string | null => {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attributes ?? '');
  return match ? xmlText(match[1] ?? match[2]) : null;
};

/**
 * Reads a `serviceValidate` answer: the user (and the simple attributes) on success, the failure's code and text
 * otherwise. A document that is neither is a failure with code `INVALID_RESPONSE`.
 */
export const parseServiceResponse = (xml: string): ServiceValidation => {
  const success = new RegExp(`${TAG('authenticationSuccess')}([\\s\\S]*?)${CLOSE('authenticationSuccess')}`).exec(xml);
  if (success) {
    const body = success[2];
    const user = elementText(body, 'user');
    if (!user) return { ok: false, code: 'INVALID_RESPONSE', message: 'authenticationSuccess without a user' };
    const attributes: Record<string, string> = {};
    const block = new RegExp(`${TAG('attributes')}([\\s\\S]*?)${CLOSE('attributes')}`).exec(body);
    if (block) {
      for (const m of block[2].matchAll(/<(?:([A-Za-z_][\w.-]*):)?([A-Za-z_][\w.-]*)(?:\s[^>]*)?>([\s\S]*?)<\/(?:\1:)?\2\s*>/g)) attributes[m[2]] ??= xmlText(m[3]);
    }
    return { ok: true, user, attributes };
  }
  const failure = new RegExp(`${TAG('authenticationFailure')}([\\s\\S]*?)${CLOSE('authenticationFailure')}`).exec(xml);
  if (failure) return { ok: false, code: attributeOf(failure[1], 'code') ?? 'UNKNOWN', message: xmlText(failure[2]).slice(0, 200) };
  return { ok: false, code: 'INVALID_RESPONSE', message: 'not a CAS serviceResponse' };
};

/** The service ticket a SAML LogoutRequest ends (its SessionIndex), or null. */
export const sessionIndexOf = (logoutRequest: string): string | null => {
  if (!new RegExp(TAG('LogoutRequest')).test(logoutRequest)) return null;
  return elementText(logoutRequest, 'SessionIndex') || null;
};
