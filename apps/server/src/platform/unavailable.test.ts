import { describe, expect, it } from 'vitest';
import { UnavailableError, unavailableOf } from './unavailable.ts';

const withCode = (message: string, code: string, syscall?: string) => Object.assign(new Error(message), { code, ...(syscall ? { syscall } : {}) });

describe('unavailableOf', () => {
  it('recognises a connection that is gone or cannot be made', () => {
    expect(unavailableOf(withCode('terminating connection due to administrator command', '57P01'))).toBe('database');
    expect(unavailableOf(withCode('the database system is starting up', '57P03'))).toBe('database');
    expect(unavailableOf(withCode('connection failure', '08006'))).toBe('database');
    expect(unavailableOf(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED', 'connect'))).toBe('database');
    expect(unavailableOf(new Error('Connection terminated unexpectedly'))).toBe('database');
    expect(unavailableOf(new Error('Client has encountered a connection error and is not queryable'))).toBe('database');
  });

  it('looks through wrappers (drizzle puts the driver error in `cause`) and knows its own', () => {
    expect(unavailableOf(new Error('Failed query: insert …', { cause: new Error('Connection terminated unexpectedly') }))).toBe('database');
    expect(unavailableOf(new UnavailableError('store', { cause: new Error('Connection is closed.') }))).toBe('store');
    expect(unavailableOf(new UnavailableError('closing'))).toBe('closing');
  });

  it('leaves statement errors and unrelated failures alone', () => {
    expect(unavailableOf(withCode('duplicate key value violates unique constraint', '23505'))).toBeNull();
    expect(unavailableOf(withCode('canceling statement due to statement timeout', '57014'))).toBeNull();
    expect(unavailableOf(withCode("ENOENT: no such file or directory, open 'x'", 'ENOENT', 'open'))).toBeNull();
    expect(unavailableOf(new Error('boom'))).toBeNull();
    expect(unavailableOf(null)).toBeNull();
  });
});
