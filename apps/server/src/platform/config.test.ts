import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const fails = (env: Record<string, string>): ConfigError => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be refused`);
};

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      defaultTenant: 'demo',
      operatorTenant: 'demo',
      adminPassword: undefined,
      captchaEnabled: true,
      demoData: true,
      passwordAesKey: undefined,
      logLevel: 'info',
      login: { maxAttempts: 5, lockMinutes: 30 },
      session: { idleMinutes: 120, maxHours: 24, rememberDays: 7 },
      uploadMaxBytes: 10 * 1024 * 1024,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/zhwy',
      DATABASE_URL: 'postgres://u:p@db:5432/zhwy',
      REDIS_URL: 'redis://cache:6379',
      DEFAULT_TENANT: 'second',
      ADMIN_PASSWORD: 'Secret#2024',
      CAPTCHA_ENABLED: 'false',
      PASSWORD_AES_KEY: '0123456789abcdef',
      LOG_LEVEL: 'warn',
      LOGIN_MAX_ATTEMPTS: '3',
      LOGIN_LOCK_MINUTES: '10',
      UPLOAD_MAX_MB: '2',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/tmp/zhwy',
      databaseUrl: 'postgres://u:p@db:5432/zhwy',
      redisUrl: 'redis://cache:6379',
      defaultTenant: 'second',
      operatorTenant: 'second',
      adminPassword: 'Secret#2024',
      captchaEnabled: false,
      passwordAesKey: '0123456789abcdef',
      logLevel: 'warn',
      login: { maxAttempts: 3, lockMinutes: 10 },
      uploadMaxBytes: 2 * 1024 * 1024,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', REDIS_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined, redisUrl: undefined });
  });

  it.each(['abc', '-1', '65536', '80.5', '1e3x'])('refuses PORT=%s naming the variable', (value) => {
    const error = fails({ PORT: value });
    expect(error.message).toMatch(/^\s*PORT: must be a whole number from 0 to 65535$/m);
  });

  it.each(['short', '0123456789abcdefg', '密钥密钥密钥密钥'])('refuses a PASSWORD_AES_KEY that is not 16 bytes (%s)', (value) => {
    const error = fails({ PASSWORD_AES_KEY: value });
    expect(error.message).toContain('PASSWORD_AES_KEY');
    expect(error.message).toContain('16 bytes');
  });

  it.each(['mysql://localhost/x', 'localhost:5432', 'http://db/x'])('refuses DATABASE_URL=%s naming the variable', (value) => {
    const error = fails({ DATABASE_URL: value });
    expect(error.message).toMatch(/DATABASE_URL: must be a URL starting with postgres:\/\/ or postgresql:\/\//);
  });

  it('refuses a bad REDIS_URL, DEFAULT_TENANT, ADMIN_PASSWORD, CAPTCHA_ENABLED and LOG_LEVEL', () => {
    expect(fails({ REDIS_URL: 'tcp://x' }).message).toContain('REDIS_URL');
    expect(fails({ DEFAULT_TENANT: 'Demo.Tenant' }).message).toContain('DEFAULT_TENANT');
    expect(fails({ ADMIN_PASSWORD: 'short' }).message).toContain('ADMIN_PASSWORD: must be at least 8 characters');
    expect(fails({ CAPTCHA_ENABLED: 'maybe' }).message).toContain('CAPTCHA_ENABLED: must be true or false');
    expect(fails({ LOG_LEVEL: 'loud' }).message).toContain('LOG_LEVEL');
    expect(fails({ UPLOAD_MAX_MB: '0' }).message).toContain('UPLOAD_MAX_MB');
  });

  it('lists every bad variable at once, one per line', () => {
    const error = fails({ PORT: 'x', PASSWORD_AES_KEY: 'y', DATABASE_URL: 'z' });
    const lines = error.message.split('\n').slice(1);
    expect(lines).toHaveLength(3);
    expect(lines.map((l) => l.trim().split(':')[0]).sort()).toEqual(['DATABASE_URL', 'PASSWORD_AES_KEY', 'PORT']);
  });

  it('keeps the test hooks away from production', () => {
    expect(loadConfig({}).testHooks).toBe(false);
    expect(loadConfig({ TEST_HOOKS: 'true' }).testHooks).toBe(true);
    expect(fails({ TEST_HOOKS: 'true', NODE_ENV: 'production' }).message).toContain('TEST_HOOKS');
  });

  it('chooses the SMS provider: Tencent Cloud when configured, the console otherwise; test/console never in production', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'console', tencent: undefined });
    const tencent = {
      TENCENT_SMS_SECRET_ID: 'id',
      TENCENT_SMS_SECRET_KEY: 'key',
      TENCENT_SMS_APP_ID: '1400000000',
      TENCENT_SMS_SIGN_NAME: '智慧物业',
      TENCENT_SMS_TEMPLATE_ID: '123456',
    };
    expect(loadConfig(tencent).sms).toEqual({
      provider: 'tencent',
      tencent: { secretId: 'id', secretKey: 'key', region: 'ap-guangzhou', appId: '1400000000', signName: '智慧物业', templateId: '123456' },
    });
    expect(loadConfig({ SMS_PROVIDER: 'test' }).sms.provider).toBe('test');
    expect(fails({ SMS_PROVIDER: 'tencent', TENCENT_SMS_SECRET_ID: 'id' }).message).toContain('TENCENT_SMS_SECRET_KEY');
    expect(fails({ SMS_PROVIDER: 'test', NODE_ENV: 'production' }).message).toContain('SMS_PROVIDER');
    expect(fails({ SMS_PROVIDER: 'fax' }).message).toContain('SMS_PROVIDER');
  });

  it('ignores unrelated variables', () => {
    expect(() => loadConfig({ PATH: '/usr/bin', HOME: '/root', npm_config_x: 'y' })).not.toThrow();
  });
});
