import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Config } from '../../platform/config.ts';
import type { KvStore } from '../../platform/store/store.ts';
import { SmsFailure, createSmsProvider, testCodeKey } from './provider.ts';

const message = { mobile: '13800138000', code: '482910', minutes: 5 };
const memoryStore = () => {
  const values = new Map<string, string>();
  return { values, store: { set: async (key: string, value: string) => void values.set(key, value) } as unknown as KvStore };
};
const config = (provider: Config['sms']['provider'], production: boolean): Pick<Config, 'sms' | 'production'> => ({ sms: { provider }, production });

afterEach(() => vi.restoreAllMocks());

describe('SMS providers', () => {
  it('console: the code on the console in development only', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { store } = memoryStore();
    const development = createSmsProvider(config('console', false), store);
    expect(development).toMatchObject({ name: 'console', available: true });
    await development.send(message);
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0][0]).toContain('482910');

    info.mockClear();
    const production = createSmsProvider(config('console', true), store);
    expect(production.available).toBe(false);
    const failure = await production.send(message).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SmsFailure);
    expect(failure).toMatchObject({ reason: 'notConfigured' });
    expect(info).not.toHaveBeenCalled();
  });

  it('test: the last code per number in the store, for the test hook', async () => {
    const { store, values } = memoryStore();
    const sms = createSmsProvider(config('test', false), store);
    await sms.send(message);
    await sms.send({ ...message, code: '000001' });
    expect(values.get(testCodeKey('13800138000'))).toBe('000001');
  });

  it('tencent: chosen when configured', () => {
    const tencent = { secretId: 'a', secretKey: 'b', region: 'ap-guangzhou', appId: '1', signName: 's', templateId: '2' };
    expect(createSmsProvider({ sms: { provider: 'tencent', tencent }, production: true }, memoryStore().store)).toMatchObject({ name: 'tencent', available: true });
  });
});
