import { describe, expect, it } from 'vitest';
import { validateUrlOf } from './cas-client.ts';
import { parseServiceResponse, sessionIndexOf } from './cas-protocol.ts';
import { ownServiceUrl } from './service-url.ts';

describe('parseServiceResponse (CAS 3.0 serviceValidate)', () => {
  it('reads the user and the simple attributes of a success', () => {
    const xml = `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
      <cas:authenticationSuccess>
        <cas:user>zhang&amp;san</cas:user>
        <cas:attributes><cas:email>z@example.com</cas:email><cas:displayName><![CDATA[张三 & co]]></cas:displayName></cas:attributes>
      </cas:authenticationSuccess></cas:serviceResponse>`;
    expect(parseServiceResponse(xml)).toEqual({ ok: true, user: 'zhang&san', attributes: { email: 'z@example.com', displayName: '张三 & co' } });
  });

  it('reads any namespace prefix, or none', () => {
    expect(parseServiceResponse('<a:serviceResponse><a:authenticationSuccess><a:user>li</a:user></a:authenticationSuccess></a:serviceResponse>')).toMatchObject({ ok: true, user: 'li' });
    expect(parseServiceResponse('<serviceResponse><authenticationSuccess><user> wang </user></authenticationSuccess></serviceResponse>')).toMatchObject({ ok: true, user: 'wang' });
  });

  it('reads the failure code and text', () => {
    const xml = `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_TICKET">Ticket ST-1 not recognized</cas:authenticationFailure></cas:serviceResponse>`;
    expect(parseServiceResponse(xml)).toEqual({ ok: false, code: 'INVALID_TICKET', message: 'Ticket ST-1 not recognized' });
    expect(parseServiceResponse("<cas:authenticationFailure code='INVALID_SERVICE'/>")).toMatchObject({ ok: false });
  });

  it('treats anything else as a failure, a success without user included', () => {
    for (const text of ['', 'internal error', '<html><body>Login</body></html>', '{"serviceResponse":{}}', '<cas:authenticationSuccess><cas:user></cas:user></cas:authenticationSuccess>']) {
      expect(parseServiceResponse(text).ok, text).toBe(false);
    }
  });

  it('expands no entity but the five named ones and numeric references', () => {
    const xml = '<!DOCTYPE x [<!ENTITY e "boom">]><cas:authenticationSuccess><cas:user>&e;&#x5f20;&#19977;&lt;</cas:user></cas:authenticationSuccess>';
    expect(parseServiceResponse(xml)).toMatchObject({ ok: true, user: '&e;张三<' });
  });
});

describe('sessionIndexOf (SAML LogoutRequest)', () => {
  it('reads the service ticket', () => {
    const xml = `<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="LR-1" Version="2.0" IssueInstant="2026-01-01T00:00:00Z">
      <saml:NameID xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">@NOT_USED@</saml:NameID>
      <samlp:SessionIndex>ST-12-abcdef-cas01</samlp:SessionIndex></samlp:LogoutRequest>`;
    expect(sessionIndexOf(xml)).toBe('ST-12-abcdef-cas01');
  });

  it('answers null for anything else', () => {
    for (const text of ['', '<samlp:SessionIndex>ST-1</samlp:SessionIndex>', '<samlp:LogoutRequest><samlp:SessionIndex></samlp:SessionIndex></samlp:LogoutRequest>']) {
      expect(sessionIndexOf(text), text).toBeNull();
    }
  });
});

describe('ownServiceUrl', () => {
  it('accepts exactly the login page of the request host', () => {
    expect(ownServiceUrl('http://demo.localhost:8080/login', 'demo.localhost:8080')).toBe('http://demo.localhost:8080/login');
    expect(ownServiceUrl('https://demo.example.com/login', 'demo.example.com')).toBe('https://demo.example.com/login');
    expect(ownServiceUrl('HTTPS://Demo.Example.com/login', 'demo.example.com')).toBe('HTTPS://Demo.Example.com/login');
  });

  it('refuses other hosts, ports, paths, queries, fragments and credentials', () => {
    for (const url of [
      'http://demo.localhost:8081/login',
      'http://second.localhost:8080/login',
      'http://demo.localhost:8080/login/',
      'http://demo.localhost:8080/login?ticket=x',
      'http://demo.localhost:8080/login#',
      'http://a@demo.localhost:8080/login',
      'javascript:alert(1)//demo.localhost:8080/login',
      '//demo.localhost:8080/login',
    ]) {
      expect(ownServiceUrl(url, 'demo.localhost:8080'), url).toBeNull();
    }
    expect(ownServiceUrl('http://demo.localhost:8080/login', undefined)).toBeNull();
    expect(ownServiceUrl('http://demo.localhost:8080/login', 'demo.localhost:8080/evil')).toBeNull();
  });
});

describe('validateUrlOf', () => {
  it('asks p3/serviceValidate of the configured base, the service and ticket encoded', () => {
    expect(validateUrlOf('https://cas.example.com/cas/', 'http://demo.localhost/login', 'ST-1&x=y')).toBe(
      'https://cas.example.com/cas/p3/serviceValidate?service=http%3A%2F%2Fdemo.localhost%2Flogin&ticket=ST-1%26x%3Dy',
    );
  });
});
