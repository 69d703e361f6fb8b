import { describe, expect, it } from 'vitest';
import { tenantLoginUrl } from './login-url.ts';

describe('tenantLoginUrl', () => {
  it("puts the tenant's code in place of the first label, or in front of a bare host", () => {
    expect(tenantLoginUrl('acme', { protocol: 'https:', hostname: 'demo.example.com', port: '' })).toBe('https://acme.example.com/');
    expect(tenantLoginUrl('acme', { protocol: 'http:', hostname: 'demo.localhost', port: '8080' })).toBe('http://acme.localhost:8080/');
    expect(tenantLoginUrl('acme', { protocol: 'http:', hostname: 'localhost', port: '8080' })).toBe('http://acme.localhost:8080/');
  });

  it('has none for an IP address', () => {
    expect(tenantLoginUrl('acme', { protocol: 'http:', hostname: '10.0.0.5', port: '8080' })).toBeNull();
    expect(tenantLoginUrl('acme', { protocol: 'http:', hostname: '[::1]', port: '' })).toBeNull();
  });
});
