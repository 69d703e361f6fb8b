import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Config } from '../../platform/config.ts';
import type { KvStore } from '../../platform/store/store.ts';
import { SmsFailure, createSmsProvider, testCodeKey, testNoticeKey } from './provider.ts';

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

  it('notices: the console shows the text with the number masked (development only); the test provider keeps the text', async () => {
    const notice = { mobile: '13800138000', template: 'feeNotice' as const, params: { room: '1号楼-1201', count: 1, amount: '100.00' } };
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { store, values } = memoryStore();
    await createSmsProvider(config('console', false), store).sendNotice(notice);
    expect(info.mock.calls.map((call) => call[0])).toEqual(['[SMS, development only] notice to 138****8000: 尊敬的业主，您的房屋1号楼-1201有1笔物业费用未缴，合计100.00元，请及时缴纳。如已缴纳请忽略。']);
    const production = createSmsProvider(config('console', true), store);
    expect(production.noticeAvailable).toBe(false);
    await expect(production.sendNotice(notice)).rejects.toMatchObject({ reason: 'notConfigured' });
    await createSmsProvider(config('test', false), store).sendNotice(notice);
    expect(values.get(testNoticeKey('13800138000'))).toContain('合计100.00元');
  });
});
