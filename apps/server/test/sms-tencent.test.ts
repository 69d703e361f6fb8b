import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTencentProvider, loadTencentClient } from '../src/system/sms/tencent.ts';

// The Tencent Cloud provider through the real SDK (tencentcloud-sdk-nodejs-sms), against a loopback server that
// answers as SendSms does: the request the SDK builds and how each answer ends. Nothing leaves the machine.

const settings = { secretId: 'AKIDloopback', secretKey: 'loopback-secret', region: 'ap-guangzhou', appId: '1400000001', signName: '智慧物业', templateId: '654321' };
type Seen = { headers: http.IncomingHttpHeaders; body: Record<string, unknown> };
const seen: Seen[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: {} };
let server: http.Server;
let endpoint = '';

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      seen.push({ headers: request.headers, body: JSON.parse(text || '{}') as Record<string, unknown> });
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const provider = () => createTencentProvider(settings, () => loadTencentClient(settings, { protocol: 'http://', endpoint }));
const message = { mobile: '13800138000', code: '305172', minutes: 5 };

describe('Tencent Cloud SMS through the SDK (loopback)', () => {
  it('signs a SendSms call (2021-01-11) for the E.164 number with the code and minutes; Ok is success', async () => {
    reply = {
      status: 200,
      body: { Response: { SendStatusSet: [{ SerialNo: '5000:1', PhoneNumber: '+8613800138000', Fee: 1, SessionContext: '', Code: 'Ok', Message: 'send success', IsoCode: 'CN' }], RequestId: 'req-ok' } },
    };
    await expect(provider().send(message)).resolves.toBeUndefined();
    const call = seen.at(-1)!;
    expect(call.headers['x-tc-action']).toBe('SendSms');
    expect(call.headers['x-tc-version']).toBe('2021-01-11');
    expect(call.headers['x-tc-region']).toBe('ap-guangzhou');
    expect(call.headers.authorization).toMatch(/^TC3-HMAC-SHA256 Credential=AKIDloopback\//);
    expect(call.headers.authorization).not.toContain('loopback-secret');
    expect(call.body).toEqual({ PhoneNumberSet: ['+8613800138000'], SmsSdkAppId: '1400000001', SignName: '智慧物业', TemplateId: '654321', TemplateParamSet: ['305172', '5'] });
  });

  it('a number’s status other than Ok is a failure with its meaning', async () => {
    reply = { status: 200, body: { Response: { SendStatusSet: [{ PhoneNumber: '+8613800138000', Code: 'LimitExceeded.PhoneNumberOneHourLimit', Message: 'hour limit' }], RequestId: 'req-h' } } };
    await expect(provider().send(message)).rejects.toMatchObject({ reason: 'phoneLimit' });
    reply = { status: 200, body: { Response: { SendStatusSet: [{ PhoneNumber: '+8613800138000', Code: 'InvalidParameterValue.IncorrectPhoneNumber', Message: 'bad number' }], RequestId: 'req-n' } } };
    await expect(provider().send(message)).rejects.toMatchObject({ reason: 'phoneInvalid' });
  });

  it('an API error, an HTTP error and a dead endpoint are failures, the code never in their detail', async () => {
    reply = { status: 200, body: { Response: { Error: { Code: 'FailedOperation.SignatureIncorrectOrUnapproved', Message: 'signature not approved' }, RequestId: 'req-e' } } };
    const signature = (await provider().send(message).catch((error: unknown) => error)) as { reason: string; detail: string };
    expect(signature).toMatchObject({ reason: 'failed' });
    expect(signature.detail).toContain('FailedOperation.SignatureIncorrectOrUnapproved');
    expect(signature.detail).toContain('req-e');

    reply = { status: 200, body: { Response: { Error: { Code: 'LimitExceeded.PhoneNumberDailyLimit', Message: `daily limit for code ${message.code}` }, RequestId: 'req-d' } } };
    const daily = (await provider().send(message).catch((error: unknown) => error)) as { reason: string; detail: string };
    expect(daily.reason).toBe('phoneLimit');
    expect(daily.detail).not.toContain(message.code);

    reply = { status: 502, body: { message: 'bad gateway' } };
    await expect(provider().send(message)).rejects.toMatchObject({ reason: 'failed' });

    const dead = createTencentProvider(settings, () => loadTencentClient(settings, { protocol: 'http://', endpoint: '127.0.0.1:9' }));
    await expect(dead.send(message)).rejects.toMatchObject({ reason: 'failed' });
  });
});
