import { describe, expect, it } from 'vitest';
import { casLoginUrl, casServiceUrl } from './cas-login.ts';

describe('the way to CAS', () => {
  it('sends the browser to {cas}/login with this host\'s login page as the service', () => {
    const service = casServiceUrl('http://demo.localhost:8080');
    expect(service).toBe('http://demo.localhost:8080/login');
    expect(casLoginUrl('https://cas.example.com/cas/', service)).toBe('https://cas.example.com/cas/login?service=http%3A%2F%2Fdemo.localhost%3A8080%2Flogin');
  });
});
