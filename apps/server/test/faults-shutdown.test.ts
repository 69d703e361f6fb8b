// After SIGTERM (app.close()), a request that still arrives on a kept-alive connection is answered 503 in the
// API's error shape with `Connection: close`, not with Fastify's own body; the request in flight finishes.
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp | null = null;
afterAll(async () => {
  await t?.close();
});

/** Splits what came back on one connection into its HTTP responses (each with a Content-Length). */
const responses = (raw: string) => {
  const found: { status: number; headers: string; body: string }[] = [];
  let rest = raw;
  while (rest.length > 0) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) break;
    const head = rest.slice(0, end);
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    const body = Buffer.from(rest.slice(end + 4)).subarray(0, length).toString();
    found.push({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    rest = Buffer.from(rest.slice(end + 4)).subarray(length).toString();
  }
  return found;
};

describe('closing', () => {
  it('a request on a kept-alive connection after the close began gets our 503 shape', { timeout: 60_000 }, async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    let raw = '';
    socket.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    // A call in flight (its body still arriving) keeps the connection busy: the close cannot reap it as idle.
    const body = JSON.stringify({ username: 'admin', password: 'not-encrypted', rememberme: false });
    socket.write(
      `POST /zhwy/api/system/login HTTP/1.1\r\nHost: ${DEMO}\r\nConnection: keep-alive\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 5)}`,
    );
    await sleep(300);
    const closed = t.app.close();
    await sleep(200);
    // The rest of that body, then a second call pipelined on the same connection.
    socket.write(`${body.slice(5)}GET /healthz HTTP/1.1\r\nHost: ${DEMO}\r\nAccept-Language: en-US\r\n\r\n`);
    await Promise.race([ended, sleep(10_000)]);
    socket.destroy();
    await closed;
    const [first, second] = responses(raw);
    expect(first?.status, raw).not.toBe(503); // in flight: served as usual
    expect(second?.status, raw).toBe(503);
    expect(JSON.parse(second.body)).toEqual({ code: 503, msg: 'The service is temporarily unavailable. Try again shortly.', requestId: expect.any(String) });
    expect(second.headers).toContain('connection: close');
    expect(second.headers).toContain('x-content-type-options: nosniff'); // the security headers as on every answer
  });
});
