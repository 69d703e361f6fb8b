import { describe, expect, it } from 'vitest';
import { isServable, tenantCodeFromHost } from './tenant.ts';
import type { TenantRow } from './db/schema.ts';

describe('tenantCodeFromHost', () => {
  it.each([
    ['demo.localhost:8080', 'demo'],
    ['demo.localhost', 'demo'],
    ['SECOND.localhost:80', 'second'],
    ['demo.wuye.example.com', 'demo'],
    ['localhost:8080', null],
    ['localhost', null],
    ['127.0.0.1:8080', null],
    ['10.0.0.5', null],
    ['[::1]:8080', null],
    ['[fe80::1]', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (host, code) => {
    expect(tenantCodeFromHost(host)).toBe(code);
  });
});

describe('isServable', () => {
  const row = { status: 0 } as TenantRow;
  it('serves an existing, enabled tenant only', () => {
    expect(isServable(row)).toBe(true);
    expect(isServable({ ...row, status: 1 })).toBe(false);
    expect(isServable(null)).toBe(false);
  });
});
