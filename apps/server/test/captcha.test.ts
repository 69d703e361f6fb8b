import { CAPTCHA_LOGIN_CODES, CAPTCHA_LOGIN_HEADERS, ERROR_CODES } from '@zhwy/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { aesEncrypt, sha256 } from '../src/platform/crypto.ts';
import { CAPTCHA_LIMITS } from '../src/system/captcha/service.ts';
import { ADMIN_PASSWORD, DEMO, SECOND, authed, changeInitialPassword, passwordKeyOf, randomIp, useTestApp } from './helpers/app.ts';

// The login's captchas (issue 11): the AJ-Captcha protocol (get/check/verify, repCode envelope, pointJson under the
// challenge's secretKey, tolerances, single use, limits), the digit image, and the login that requires them.
// Challenges are solved through the test hook (TEST_HOOKS), as the end-to-end tests do.

const t = useTestApp({ CAPTCHA_ENABLED: 'true', TEST_HOOKS: 'true' });
/** The default test configuration: CAPTCHA_ENABLED=false, no test hooks. */
const plain = useTestApp();

type Rep = { repCode: string; repMsg: string; repData: Record<string, unknown> | null; success: boolean };
type Challenge = { token: string; secretKey: string; originalImageBase64: string; jigsawImageBase64?: string; wordList?: string[]; captchaType: string };
type Point = { x: number; y: number };

const post = async (path: string, body: unknown, ip = randomIp(), host = DEMO, prefix = '/zhwy/api/system/catpcha') => {
  const res = await t.app.inject({ method: 'POST', url: `${prefix}/${path}`, headers: { host, 'content-type': 'application/json' }, remoteAddress: ip, payload: JSON.stringify(body) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Rep;
};
const get = async (captchaType: string, ip = randomIp(), host = DEMO, clientUid = 'test-client') => {
  const rep = await post('get', { captchaType, clientUid, ts: Date.now() }, ip, host);
  expect(rep, JSON.stringify(rep).slice(0, 200)).toMatchObject({ repCode: '0000', success: true });
  return rep.repData as unknown as Challenge;
};
const answerOf = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/test-hooks/captcha/${token}`, headers: { host: DEMO } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { captchaType: string; x?: number; y?: number; points?: Point[]; code?: string };
};
/** The client's side of check: pointJson is the points' JSON, AES-encrypted under the challenge's secretKey. */
const check = (challenge: Challenge, points: Point | Point[], ip = randomIp(), host = DEMO) =>
  post('check', { captchaType: challenge.captchaType, token: challenge.token, pointJson: aesEncrypt(JSON.stringify(points), challenge.secretKey) }, ip, host);
/** The second verification the client computes after a passed check (protocols.md). */
const verificationOf = (challenge: Challenge, points: Point | Point[]) => aesEncrypt(`${challenge.token}---${JSON.stringify(points)}`, challenge.secretKey);

/** A passed captcha of the type: its second verification. */
const solve = async (type: 'blockPuzzle' | 'clickWord', host = DEMO) => {
  const ip = randomIp();
  const challenge = await get(type, ip, host);
  const answer = await answerOf(challenge.token);
  const points = type === 'blockPuzzle' ? { x: answer.x!, y: 5 } : answer.points!;
  expect(await check(challenge, points, ip, host)).toMatchObject({ repCode: '0000', success: true });
  return verificationOf(challenge, points);
};

const login = async (input: { username: string; password?: string; headers?: Record<string, string>; host?: string; ip?: string }) => {
  const host = input.host ?? DEMO;
  const key = await passwordKeyOf(t.app, host);
  return t.app.inject({
    method: 'POST',
    url: '/zhwy/api/system/login',
    headers: { host, ...input.headers },
    remoteAddress: input.ip ?? randomIp(),
    payload: { username: input.username, password: aesEncrypt(input.password ?? READY, key) },
  });
};
const withVerification = (verification: string) => ({ [CAPTCHA_LOGIN_HEADERS.verification]: verification });

const READY = 'Ready#Captcha2026';
const tokens = { admin: '' };
const setCaptchaType = async (captchaType: string) => {
  const put = () =>
    t.app.inject({
      method: 'PUT',
      url: '/zhwy/api/zhwy_admin/zhwyTenant/loginSettings',
      headers: { ...authed(tokens.admin), 'content-type': 'application/json' },
      payload: JSON.stringify({ captchaType }),
    });
  // The same body within a second would be a duplicate submit (429): its window is ended first.
  await t.endDuplicateWindows();
  const res = await put();
  expect(res.statusCode, res.body).toBe(200);
};
const tenantCaptchaType = async (app = t.app) =>
  (await app.inject({ method: 'GET', url: '/zhwy/api/zhwy_admin/zhwyTenant/queryTenant', headers: { host: DEMO } })).json().data.captchaType;

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (base64: string) => {
  const bytes = Buffer.from(base64, 'base64');
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

beforeAll(async () => {
  // The forced change by account name needs no login (and so no captcha); it answers a normal session.
  tokens.admin = await changeInitialPassword(t.app, { username: 'admin', newPassword: READY });
});

describe('get', () => {
  it('slider: a 310×155 background, a 47×155 piece, a 32-hex token and a 16-character secretKey, new every time', async () => {
    const a = await get('blockPuzzle');
    const b = await get('blockPuzzle');
    expect(pngSize(a.originalImageBase64)).toEqual({ width: 310, height: 155 });
    expect(pngSize(a.jigsawImageBase64!)).toEqual({ width: 47, height: 155 });
    expect(a.token).toMatch(/^[0-9a-f]{32}$/);
    expect(a.secretKey).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(a.captchaType).toBe('blockPuzzle');
    expect(a.originalImageBase64).not.toMatch(/^data:/);
    expect(b.token).not.toBe(a.token);
    expect(b.originalImageBase64).not.toBe(a.originalImageBase64);
    const answer = await answerOf(a.token);
    expect(answer.x).toBeGreaterThanOrEqual(100);
    expect(answer.x).toBeLessThanOrEqual(263);
  });

  it('click-word: a 310×155 image and 3 distinct characters to click, answers inside the image', async () => {
    const c = await get('clickWord');
    expect(pngSize(c.originalImageBase64)).toEqual({ width: 310, height: 155 });
    expect(c.wordList).toHaveLength(3);
    expect(new Set(c.wordList).size).toBe(3);
    for (const word of c.wordList!) expect(word).toMatch(/^\p{Script=Han}$/u);
    expect(c.jigsawImageBase64).toBeUndefined();
    const { points } = await answerOf(c.token);
    expect(points).toHaveLength(3);
    for (const p of points!) {
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(310);
      expect(p.y).toBeGreaterThanOrEqual(25);
      expect(p.y).toBeLessThanOrEqual(130);
    }
  });

  it('is served at the site root too (the spec: catpcha/… after the domain)', async () => {
    const rep = await post('get', { captchaType: 'clickWord' }, randomIp(), DEMO, '/catpcha');
    expect(rep.repCode).toBe('0000');
  });
});

describe('check', () => {
  it('slider: passes within 5 px of the answer, on the reference y = 5', async () => {
    for (const offset of [-5, 0, 5]) {
      const challenge = await get('blockPuzzle');
      const { x } = await answerOf(challenge.token);
      // Decimals as a browser sends them: the server truncates.
      expect(await check(challenge, { x: x! + offset + 0.4, y: 5 })).toMatchObject({ repCode: '0000', success: true, repData: { token: challenge.token, result: true } });
    }
  });

  it('slider: fails 6 px off, or off the reference y', async () => {
    for (const point of [(x: number) => ({ x: x + 6, y: 5 }), (x: number) => ({ x: x - 6, y: 5 }), (x: number) => ({ x, y: 40 })]) {
      const challenge = await get('blockPuzzle');
      const { x } = await answerOf(challenge.token);
      expect(await check(challenge, point(x!))).toMatchObject({ repCode: '6111', repMsg: '验证失败', success: false, repData: null });
    }
  });

  it('click-word: passes with the 3 clicks in order within 25 px; fails out of order, 26 px off or with a click missing', async () => {
    const right = await get('clickWord');
    const { points } = await answerOf(right.token);
    expect((await check(right, points!.map((p) => ({ x: p.x + 25, y: p.y - 25 })))).repCode).toBe('0000');

    const wrongs: ((p: Point[]) => Point[])[] = [
      (p) => [p[1], p[0], p[2]],
      (p) => [p[0], p[1], { x: p[2].x + 26, y: p[2].y }],
      (p) => p.slice(0, 2),
    ];
    for (const wrong of wrongs) {
      const challenge = await get('clickWord');
      const answer = await answerOf(challenge.token);
      expect((await check(challenge, wrong(answer.points!))).repCode).toBe('6111');
    }
  });

  it('a challenge is used up by its first check, right or wrong', async () => {
    const passed = await get('blockPuzzle');
    const { x } = await answerOf(passed.token);
    expect((await check(passed, { x: x!, y: 5 })).repCode).toBe('0000');
    expect(await check(passed, { x: x!, y: 5 })).toMatchObject({ repCode: '6110', repMsg: '验证码已失效，请重新获取' });

    const failed = await get('blockPuzzle');
    const answer = await answerOf(failed.token);
    expect((await check(failed, { x: answer.x! + 40, y: 5 })).repCode).toBe('6111');
    expect((await check(failed, { x: answer.x!, y: 5 })).repCode).toBe('6110');
  });

  it('an expired challenge (past its 120 s in the store) fails with 6110', async () => {
    const challenge = await get('blockPuzzle');
    const { x } = await answerOf(challenge.token);
    // The store's clock: the challenge's key is given 1 ms to live.
    const key = `captcha:challenge:${challenge.token}`;
    await t.store.set(key, (await t.store.get(key))!, 1);
    await vi.waitFor(async () => expect(await t.store.get(key)).toBeNull());
    expect((await check(challenge, { x: x!, y: 5 })).repCode).toBe('6110');
  });

  it('pointJson under another key, or not JSON, fails (and uses the challenge up)', async () => {
    const challenge = await get('blockPuzzle');
    const { x } = await answerOf(challenge.token);
    const foreign = aesEncrypt(JSON.stringify({ x, y: 5 }), 'AAAAAAAAAAAAAAAA');
    expect((await post('check', { captchaType: 'blockPuzzle', token: challenge.token, pointJson: foreign })).repCode).toBe('6111');

    const other = await get('clickWord');
    expect((await post('check', { captchaType: 'clickWord', token: other.token, pointJson: aesEncrypt('not json', other.secretKey) })).repCode).toBe('6111');
  });

  it('answers the protocol’s codes to bad input, in the caller’s language, never an HTTP error', async () => {
    expect(await post('get', {})).toMatchObject({ repCode: '0011', repMsg: 'captchaType不能为空', success: false });
    expect((await post('get', { captchaType: 'rotate' })).repCode).toBe('6206');
    expect((await post('get', { captchaType: 7 })).repCode).toBe('6206');
    expect((await post('get', { captchaType: 'clickWord', clientUid: { a: 1 } })).repCode).toBe('6206');
    expect((await post('check', { captchaType: 'blockPuzzle', pointJson: 'x' })).repCode).toBe('0011');
    expect((await post('check', { captchaType: 'blockPuzzle', token: 'x' })).repMsg).toBe('pointJson不能为空');
    expect((await post('check', { captchaType: 'blockPuzzle', token: 'a'.repeat(65), pointJson: 'x' })).repCode).toBe('6206');
    expect((await post('check', { captchaType: 'blockPuzzle', token: 'nope', pointJson: 'x' })).repCode).toBe('6110');
    expect((await post('verify', {})).repCode).toBe('0011');

    const english = await t.app.inject({ method: 'POST', url: '/catpcha/get', headers: { host: DEMO, 'accept-language': 'en-US' }, payload: {} });
    expect(english.json().repMsg).toBe('captchaType is required');

    const strange: unknown[] = [[], 'text', 42, null, { captchaType: ['clickWord'], token: ['a'], pointJson: { x: 1 } }, { captchaType: 'slider', token: 'x'.repeat(10_000), pointJson: '%%%' }];
    for (const body of strange) {
      for (const path of ['get', 'check', 'verify']) {
        const res = await t.app.inject({ method: 'POST', url: `/catpcha/${path}`, headers: { host: DEMO, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
        expect(res.statusCode, `${path} ${JSON.stringify(body)}: ${res.body}`).toBe(200);
        expect(['0011', '6110', '6206']).toContain(res.json().repCode);
      }
    }
    // What the platform refuses before any route (no JSON at all; a NUL character): its 400 and 422, no server error.
    const broken = await t.app.inject({ method: 'POST', url: '/catpcha/check', headers: { host: DEMO, 'content-type': 'application/json' }, payload: '{"captchaType":' });
    expect(broken.statusCode).toBe(400);
    const nul = await t.app.inject({ method: 'POST', url: '/catpcha/check', headers: { host: DEMO }, payload: { captchaType: 'blockPuzzle', token: '\u0000', pointJson: 'x' } });
    expect(nul.statusCode).toBe(422);
  });
});

describe('limits', () => {
  it(`more than ${CAPTCHA_LIMITS.getPerMinute} gets a minute from one client: 6201`, async () => {
    const ip = randomIp();
    // The counter is the store's: filled up directly rather than by drawing 120 images.
    for (let i = 0; i < CAPTCHA_LIMITS.getPerMinute - 1; i++) await t.store.increment(`captcha:gets:${ip}:${sha256('busy')}`, 60_000);
    expect((await post('get', { captchaType: 'clickWord', clientUid: 'busy' }, ip)).repCode).toBe('0000');
    expect(await post('get', { captchaType: 'clickWord', clientUid: 'busy' }, ip)).toMatchObject({ repCode: '6201', success: false, repData: null });
    // Another client of the same address is not held up.
    expect((await post('get', { captchaType: 'clickWord', clientUid: 'calm' }, ip)).repCode).toBe('0000');
  });

  it(`more than ${CAPTCHA_LIMITS.failuresPerMinute} failed checks in a minute lock the address out for 5 minutes: 6202`, async () => {
    const ip = randomIp();
    for (let i = 0; i <= CAPTCHA_LIMITS.failuresPerMinute; i++) {
      const challenge = await get('blockPuzzle', ip);
      const { x } = await answerOf(challenge.token);
      expect((await check(challenge, { x: x! + 50, y: 5 }, ip)).repCode).toBe('6111');
    }
    expect(await post('get', { captchaType: 'blockPuzzle' }, ip)).toMatchObject({ repCode: '6202', success: false });
    expect((await post('check', { captchaType: 'blockPuzzle', token: 'x', pointJson: 'y' }, ip)).repCode).toBe('6202');
    expect(await t.store.ttl(`captcha:lock:${ip}`)).toBeGreaterThan(290_000);
    // Other addresses go on.
    expect((await post('get', { captchaType: 'blockPuzzle' })).repCode).toBe('0000');
  });
});

describe('verify', () => {
  it('accepts a second verification once', async () => {
    const verification = await solve('clickWord');
    expect((await post('verify', { captchaVerification: verification })).repCode).toBe('0000');
    expect((await post('verify', { captchaVerification: verification })).repCode).toBe('6110');
  });
});

describe('the upstream spelling captcha/… (the official AJ-Captcha widgets)', () => {
  it('get, check and verify answer at captcha/… as at catpcha/…, one challenge across both spellings', async () => {
    for (const prefix of ['/captcha', '/zhwy/api/system/captcha']) {
      const ip = randomIp();
      const got = await post('get', { captchaType: 'blockPuzzle', clientUid: 'widget', ts: Date.now() }, ip, DEMO, prefix);
      expect(got).toMatchObject({ repCode: '0000', success: true });
      const challenge = got.repData as unknown as Challenge;
      const { x } = await answerOf(challenge.token);
      const pointJson = aesEncrypt(JSON.stringify({ x, y: 5 }), challenge.secretKey);
      expect(await post('check', { captchaType: 'blockPuzzle', token: challenge.token, pointJson }, ip, DEMO, prefix)).toMatchObject({ repCode: '0000', success: true });
      // The same store behind both spellings: a used challenge is used at the other one too.
      expect((await post('check', { captchaType: 'blockPuzzle', token: challenge.token, pointJson }, ip, DEMO, '/catpcha')).repCode).toBe('6110');
      const verification = verificationOf(challenge, { x: x!, y: 5 });
      expect((await post('verify', { captchaVerification: verification }, ip, DEMO, prefix)).repCode).toBe('0000');
      expect((await post('verify', { captchaVerification: verification }, ip, DEMO, '/zhwy/api/system/catpcha')).repCode).toBe('6110');
    }
    // The digit captcha is ours, not the widgets': only at the spec's spelling.
    expect((await t.app.inject({ method: 'GET', url: '/captcha/digitalCaptcha', headers: { host: DEMO } })).statusCode).toBe(404);
  });
});

describe('the login with the slider or click-word captcha', () => {
  it('the login page is told the tenant’s captcha; without CAPTCHA_ENABLED it is off', async () => {
    expect(await tenantCaptchaType()).toBe('blockPuzzle');
    expect(await tenantCaptchaType(plain.app)).toBe('off');
  });

  it('without a verification: not verified (400), nothing counted against the password', async () => {
    const res = await login({ username: 'admin', ip: '10.200.0.1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: CAPTCHA_LOGIN_CODES.captchaRequired, msg: '未验证，请先完成安全验证' });
    // The next wrong password is the first one: 4 attempts left.
    const wrong = await login({ username: 'admin', password: 'Wrong#Pass1', headers: withVerification(await solve('blockPuzzle')), ip: '10.200.0.1' });
    expect(wrong.json()).toMatchObject({ code: ERROR_CODES.badCredentials, attempts: 4 });
  });

  it('with a passed slider: logged in; the same verification again is refused', async () => {
    const verification = await solve('blockPuzzle');
    const res = await login({ username: 'admin', headers: withVerification(verification) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().token).toBeTruthy();
    const replay = await login({ username: 'admin', headers: withVerification(verification) });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: CAPTCHA_LOGIN_CODES.captchaWrong, msg: '验证码错误或已失效，请重新验证' });
  });

  it('a verification made up, of the other type, of another tenant, or past its 180 s is refused', async () => {
    expect((await login({ username: 'admin', headers: withVerification('bm90IGEgdmVyaWZpY2F0aW9u') })).json().code).toBe(CAPTCHA_LOGIN_CODES.captchaWrong);
    expect((await login({ username: 'admin', headers: withVerification(await solve('clickWord')) })).json().code).toBe(CAPTCHA_LOGIN_CODES.captchaWrong);
    expect((await login({ username: 'admin', headers: withVerification(await solve('blockPuzzle', SECOND)) })).json().code).toBe(CAPTCHA_LOGIN_CODES.captchaWrong);

    const old = await solve('blockPuzzle');
    const key = `captcha:second:${sha256(old)}`;
    await t.store.set(key, (await t.store.get(key))!, 1);
    await vi.waitFor(async () => expect(await t.store.get(key)).toBeNull());
    expect((await login({ username: 'admin', headers: withVerification(old) })).json().code).toBe(CAPTCHA_LOGIN_CODES.captchaWrong);
  });

  it('a verification consumed by a wrong password is gone; the lockout keeps counting with captchas', async () => {
    await t.sql(`INSERT INTO sys_user (tenant_id, username, password_hash) SELECT tenant_id, 'cap-lock', password_hash FROM sys_user WHERE username = 'staff' AND tenant_id = (SELECT id FROM tenant WHERE code = 'demo')`);
    const ip = '10.200.0.2';
    const attempts = [];
    for (let i = 0; i < 5; i++) {
      const verification = await solve('blockPuzzle');
      const res = await login({ username: 'cap-lock', password: 'Wrong#Pass1', headers: withVerification(verification), ip });
      attempts.push(res.json().attempts);
      expect((await login({ username: 'cap-lock', password: ADMIN_PASSWORD, headers: withVerification(verification), ip })).json().code).toBe(CAPTCHA_LOGIN_CODES.captchaWrong);
    }
    expect(attempts).toEqual([4, 3, 2, 1, 0]);
    const locked = await login({ username: 'cap-lock', password: ADMIN_PASSWORD, headers: withVerification(await solve('blockPuzzle')), ip });
    expect(locked.json()).toMatchObject({ code: ERROR_CODES.accountLocked });
  });

  it('click-word for a tenant that chose it', async () => {
    await setCaptchaType('clickWord');
    try {
      expect(await tenantCaptchaType()).toBe('clickWord');
      expect((await login({ username: 'admin', headers: withVerification(await solve('blockPuzzle')) })).json().code).toBe(CAPTCHA_LOGIN_CODES.captchaWrong);
      const res = await login({ username: 'admin', headers: withVerification(await solve('clickWord')) });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await setCaptchaType('blockPuzzle');
    }
  });
});

describe('the digit captcha', () => {
  const digits = async (app = t.app) => {
    const res = await app.inject({ method: 'GET', url: '/zhwy/api/system/catpcha/digitalCaptcha', headers: { host: DEMO }, remoteAddress: randomIp() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as Record<string, string>;
    const [key, image] = Object.entries(body)[0];
    return { key, image, keys: Object.keys(body) };
  };
  const digitLogin = (key: string, code: string) => login({ username: 'admin', headers: { [CAPTCHA_LOGIN_HEADERS.key]: key, [CAPTCHA_LOGIN_HEADERS.verification]: code } });

  it('answers { key: PNG data URL }, a new key and image each time', async () => {
    const a = await digits();
    const b = await digits();
    expect(a.keys).toEqual([a.key]);
    expect(a.key).toMatch(/^[0-9a-f]{32}$/);
    expect(a.image).toMatch(/^data:image\/png;base64,/);
    expect(pngSize(a.image.slice(a.image.indexOf(',') + 1))).toEqual({ width: 100, height: 38 });
    expect(b.key).not.toBe(a.key);
    expect(b.image).not.toBe(a.image);
    expect((await answerOf(a.key)).code).toMatch(/^\d{4}$/);
    // Served at the site root too.
    expect((await t.app.inject({ method: 'GET', url: '/catpcha/digitalCaptcha', headers: { host: DEMO } })).statusCode).toBe(200);
  });

  it('the login takes the key and the digits once; wrong digits use the code up', async () => {
    await setCaptchaType('digit');
    try {
      expect(await tenantCaptchaType()).toBe('digit');
      const missing = await login({ username: 'admin', headers: withVerification(await solve('blockPuzzle')) });
      expect(missing.json().code).toBe(CAPTCHA_LOGIN_CODES.captchaRequired);

      const right = await digits();
      const { code } = await answerOf(right.key);
      const res = await digitLogin(right.key, code!);
      expect(res.statusCode, res.body).toBe(200);
      expect((await digitLogin(right.key, code!)).json().code).toBe(CAPTCHA_LOGIN_CODES.captchaWrong);

      const wrong = await digits();
      const answer = await answerOf(wrong.key);
      const other = answer.code === '0000' ? '1111' : '0000';
      expect((await digitLogin(wrong.key, other)).json().code).toBe(CAPTCHA_LOGIN_CODES.captchaWrong);
      expect((await digitLogin(wrong.key, answer.code!)).json().code).toBe(CAPTCHA_LOGIN_CODES.captchaWrong);
      expect((await digitLogin('not-a-key', '1234')).json().code).toBe(CAPTCHA_LOGIN_CODES.captchaWrong);
    } finally {
      await setCaptchaType('blockPuzzle');
    }
  });
});

describe('a tenant without captcha', () => {
  it('logs in without one until an account’s second wrong password; from then that account needs a behaviour captcha', async () => {
    await setCaptchaType('off');
    try {
      expect(await tenantCaptchaType()).toBe('off');
      await t.sql(`INSERT INTO sys_user (tenant_id, username, password_hash) SELECT tenant_id, 'cap-after', password_hash FROM sys_user WHERE username = 'admin' AND tenant_id = (SELECT id FROM tenant WHERE code = 'demo')`);
      expect((await login({ username: 'cap-after' })).statusCode).toBe(200);
      expect((await login({ username: 'cap-after', password: 'Wrong#Pass1' })).json().code).toBe(ERROR_CODES.badCredentials);
      expect((await login({ username: 'cap-after' })).statusCode).toBe(200);
      expect((await login({ username: 'cap-after', password: 'Wrong#Pass1' })).json().code).toBe(ERROR_CODES.badCredentials);

      const asked = await login({ username: 'cap-after' });
      expect(asked.statusCode).toBe(400);
      expect(asked.json().code).toBe(CAPTCHA_LOGIN_CODES.captchaRequired);
      // Other accounts are not affected.
      expect((await login({ username: 'admin' })).statusCode).toBe(200);
      expect((await login({ username: 'cap-after', headers: withVerification(await solve('blockPuzzle')) })).statusCode).toBe(200);
      expect((await login({ username: 'cap-after', headers: withVerification(await solve('clickWord')) })).statusCode).toBe(200);
    } finally {
      await setCaptchaType('blockPuzzle');
    }
  });
});

describe('without TEST_HOOKS or CAPTCHA_ENABLED', () => {
  it('the answer hook does not exist', async () => {
    const challenge = (await plain.app.inject({ method: 'POST', url: '/catpcha/get', headers: { host: DEMO }, payload: { captchaType: 'blockPuzzle' } })).json();
    expect(challenge.repCode).toBe('0000');
    const res = await plain.app.inject({ method: 'GET', url: `/test-hooks/captcha/${challenge.repData.token}`, headers: { host: DEMO } });
    expect(res.statusCode).toBe(404);
  });

  it('the login asks for no captcha', async () => {
    const key = await passwordKeyOf(plain.app);
    await changeInitialPassword(plain.app, { username: 'staff', newPassword: READY });
    const res = await plain.app.inject({ method: 'POST', url: '/zhwy/api/system/login', headers: { host: DEMO }, payload: { username: 'staff', password: aesEncrypt(READY, key) } });
    expect(res.statusCode, res.body).toBe(200);
  });
});
