import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type Parse, SLICED_JSON_FROM, jsonDepthExceeds, parseArrayInSlices, registerJsonBodyParser } from './json-body.ts';

describe('jsonDepthExceeds', () => {
  it('counts arrays and objects, not brackets inside strings or after escapes', () => {
    expect(jsonDepthExceeds('{"a":[[1]]}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":[[[1]]]}', 3)).toBe(true);
    expect(jsonDepthExceeds(`{"a":"${'['.repeat(100)}"}`, 2)).toBe(false);
    expect(jsonDepthExceeds('{"a":"x\\"[[[[","b":[]}', 2)).toBe(false);
    // Siblings do not add up: depth returns as brackets close.
    expect(jsonDepthExceeds(`[${'[],'.repeat(1000)}[]]`, 2)).toBe(false);
  });

  it('refuses past the limit, whatever follows: a million open brackets, one more than 32 levels', () => {
    const text = '['.repeat(1_000_000);
    expect(jsonDepthExceeds(text)).toBe(true);
    expect(jsonDepthExceeds('['.repeat(32) + ']'.repeat(32))).toBe(false);
    expect(jsonDepthExceeds('['.repeat(33) + ']'.repeat(33))).toBe(true);
  });
});

describe('registerJsonBodyParser: a large array body parsed in slices', () => {
  const echo = async () => {
    const app = Fastify();
    registerJsonBodyParser(app);
    app.post('/echo', async (request) => ({ body: request.body }));
    return app;
  };
  const send = (app: Awaited<ReturnType<typeof echo>>, payload: string) => app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload });
  const rows = Array.from({ length: 2_000 }, (_, i) => ({ roomNo: `R${i}`, floor: i % 18, note: i % 7 === 0 ? 'a, [b] {c} "d" \\ e' : null, tags: [i, [i]] }));
  const big = JSON.stringify(rows);

  it('answers what one parse answers, whitespace and strings with brackets and commas included', async () => {
    expect(big.length).toBeGreaterThan(SLICED_JSON_FROM);
    const app = await echo();
    expect((await send(app, big)).json()).toEqual({ body: rows });
    expect((await send(app, ` \r\n\t${JSON.stringify(rows, null, 2)}\n `)).json()).toEqual({ body: rows });
    // Not an array at the top: parsed whole, as before.
    expect((await send(app, JSON.stringify({ rows }))).json()).toEqual({ body: { rows } });
    await app.close();
  });

  it('parses the list item by item (the slices are what answers, not the whole parse behind them)', async () => {
    const parse = Fastify().getDefaultJsonParser('error', 'error') as Parse;
    const request = {} as never;
    expect(await parseArrayInSlices(request, big, parse)).toEqual({ value: rows });
    expect(await parseArrayInSlices(request, `  ${big}\n`, parse)).toEqual({ value: rows });
    expect(await parseArrayInSlices(request, `[${'['.repeat(40)}${']'.repeat(40)}]`, parse)).toEqual({ tooDeep: true });
    for (const text of [`${big} x`, `${big.slice(0, -1)},]`, `[{"__proto__":{"x":1}},${big.slice(1)}`, `{"a":${big}}`, `[1][2]`, `[1],[2]`, `[]`, `\uFEFF${big}`])
      expect(await parseArrayInSlices(request, text, parse), text.slice(0, 20)).toBeUndefined();
  });

  it('refuses as the whole parse does: bad JSON, text after the list, an empty item, prototype poisoning, depth', async () => {
    const app = await echo();
    const invalid = [`${big.slice(0, -1)},]`, `${big} x`, `${big}]`, `[1,,${big.slice(1)}`, `${big.slice(0, -1)}`, `[{"__proto__":{"x":1}},${big.slice(1)}`, `\uFEFF${big} x`, `${big.slice(0, 5000)}\u0001${big.slice(5000)}`];
    for (const text of invalid) {
      const res = await send(app, text);
      expect(res.statusCode, text.slice(-20)).toBe(400);
      expect(res.json().code).toBe('FST_ERR_CTP_INVALID_JSON_BODY');
    }
    const bom = await send(app, `\uFEFF${big}`);
    expect(bom.json()).toEqual({ body: rows });
    const deep = await send(app, `[${'['.repeat(40)}${']'.repeat(40)},${big.slice(1)}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toBe('jsonTooDeep');
    // Too deep and malformed: the depth is named, as the whole text's check named it first.
    expect((await send(app, `${big.slice(0, -1)}${'['.repeat(40)}`)).json().message).toBe('jsonTooDeep');
    await app.close();
  });
});
