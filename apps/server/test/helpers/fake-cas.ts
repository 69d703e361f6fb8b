import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small CAS 3.0 server on loopback for the tests (API and e2e): `/cas/login` shows a form (or, with `?user=`,
 * logs in at once) and sends the browser back to the service with a fresh `ST-…`; `/cas/p3/serviceValidate` answers
 * success or failure in CAS XML (JSON with `format=JSON`); tickets are single use, bound to their service, short lived.
 * `mode` makes it misbehave: `hang` (never answers the validation), `error` (HTTP 500).
 */
export type FakeCas = {
  /** `http://127.0.0.1:<port>/cas`: what a tenant's casBaseUrl is set to. */
  baseUrl: string;
  /** A ticket for `user`, issued for `service`, as CAS's login would. */
  issue: (user: string, service: string) => string;
  /** The validation calls received, in order (service and ticket as sent). */
  validations: { service: string; ticket: string }[];
  mode: 'normal' | 'hang' | 'error';
  close: () => Promise<void>;
};

const TICKET_MS = 5 * 60_000;
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The SAML LogoutRequest CAS posts (form field `logoutRequest`) for single logout of the session `ticket` opened. */
export const logoutRequestXml = (ticket: string) =>
  `<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ` +
  `ID="LR-${crypto.randomUUID()}" Version="2.0" IssueInstant="${new Date().toISOString()}">` +
  `<saml:NameID>@NOT_USED@</saml:NameID><samlp:SessionIndex>${escapeXml(ticket)}</samlp:SessionIndex></samlp:LogoutRequest>`;

const successXml = (user: string) =>
  `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>${escapeXml(user)}</cas:user>` +
  `<cas:attributes><cas:authenticationMethod>Password</cas:authenticationMethod></cas:attributes></cas:authenticationSuccess></cas:serviceResponse>`;
const failureXml = (code: string, text: string) =>
  `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="${code}">${escapeXml(text)}</cas:authenticationFailure></cas:serviceResponse>`;

const withTicket = (service: string, ticket: string) => `${service}${service.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(ticket)}`;

const loginForm = (service: string) => `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>CAS 统一认证（测试）</title></head>
<body><h1>CAS 统一认证（测试）</h1><form method="post" action="/cas/login">
<input type="hidden" name="service" value="${escapeXml(service)}">
<label>用户名 <input name="username" autocomplete="off"></label>
<button type="submit">登录</button></form></body></html>`;

export const startFakeCas = async (): Promise<FakeCas> => {
  const tickets = new Map<string, { user: string; service: string; expires: number }>();
  const issue = (user: string, service: string) => {
    const ticket = `ST-${tickets.size + 1}-${crypto.randomBytes(16).toString('base64url')}-fakecas`;
    tickets.set(ticket, { user, service, expires: Date.now() + TICKET_MS });
    return ticket;
  };
  const validations: FakeCas['validations'] = [];
  const state = { mode: 'normal' as FakeCas['mode'] };

  const validate = (query: URLSearchParams): { ok: true; user: string } | { ok: false; code: string; text: string } => {
    const service = query.get('service') ?? '';
    const ticket = query.get('ticket') ?? '';
    if (!service || !ticket) return { ok: false, code: 'INVALID_REQUEST', text: 'service and ticket are required' };
    const known = tickets.get(ticket);
    tickets.delete(ticket); // single use, whatever the outcome
    if (!known || known.expires < Date.now()) return { ok: false, code: 'INVALID_TICKET', text: `Ticket ${ticket} not recognized` };
    if (known.service !== service) return { ok: false, code: 'INVALID_SERVICE', text: 'Ticket was not issued for this service' };
    return { ok: true, user: known.user };
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-cas');
    const send = (status: number, type: string, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': `${type}; charset=utf-8`, ...headers });
      res.end(body);
    };
    if (url.pathname === '/cas/login' && req.method === 'GET') {
      const service = url.searchParams.get('service') ?? '';
      const user = url.searchParams.get('user');
      if (user) return send(302, 'text/plain', '', { location: withTicket(service, issue(user, service)) });
      return send(200, 'text/html', loginForm(service));
    }
    if (url.pathname === '/cas/login' && req.method === 'POST') {
      let text = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (text += chunk));
      req.on('end', () => {
        const form = new URLSearchParams(text);
        const service = form.get('service') ?? '';
        send(302, 'text/plain', '', { location: withTicket(service, issue(form.get('username') ?? '', service)) });
      });
      return;
    }
    if (url.pathname === '/cas/p3/serviceValidate') {
      validations.push({ service: url.searchParams.get('service') ?? '', ticket: url.searchParams.get('ticket') ?? '' });
      if (state.mode === 'hang') return; // never answers: the caller's timeout must end it
      if (state.mode === 'error') return send(500, 'text/plain', 'internal error');
      const result = validate(url.searchParams);
      if (url.searchParams.get('format') === 'JSON') {
        const body = result.ok
          ? { serviceResponse: { authenticationSuccess: { user: result.user, attributes: {} } } }
          : { serviceResponse: { authenticationFailure: { code: result.code, description: result.text } } };
        return send(200, 'application/json', JSON.stringify(body));
      }
      return send(200, 'application/xml', result.ok ? successXml(result.user) : failureXml(result.code, result.text));
    }
    send(404, 'text/plain', 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/cas`,
    issue,
    validations,
    get mode() {
      return state.mode;
    },
    set mode(value) {
      state.mode = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
