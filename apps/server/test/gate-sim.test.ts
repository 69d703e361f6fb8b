import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { CarEntryRecord, isPlate } from '@zhwy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';

const t = useTestApp();
const script = path.resolve(import.meta.dirname, '../../../scripts/gate-sim.mjs');
type Body = Record<string, unknown>;
type Gate = { id: number; gateNo: string; deviceKey: string; parkingId: number };
const tokenOf: Record<string, string> = {};
let base = '';
let seq = 0;

/** `npm run gate-sim -- …` as its own process: its exit code and output. */
const sim = (...args: string[]) =>
  new Promise<{ code: number; out: string; err: string }>((resolve) => {
    const env = { ...process.env, GATE_KEY: undefined };
    execFile(process.execPath, [script, ...args], { env, timeout: 15_000 }, (error, out, err) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });

const ok = async (url: string, payload: Body, host: string) => {
  const res = await t.app.inject({ method: 'POST', url, headers: authed(tokenOf[host], host), payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** A community with a lot and an in-and-out gate (道闸 出入口), created through the API: the gate's key comes back once. */
const newGate = async (host: string): Promise<Gate> => {
  const n = ++seq;
  const area = await ok('/api/base/new-com-area', { areaCode: `GS${n}`, areaName: `道闸模拟小区${n}`, address: `模拟路 ${n} 号`, status: '0' }, host);
  const lot = await ok('/api/base/parking', { areaId: area.id, parkingNo: `GSL${n}`, parkingName: `模拟停车场${n}`, parkingType: '1', floors: 1, status: '0' }, host);
  return ok('/api/base/parkingGate/add', { areaId: area.id, parkingId: lot.id, gateNo: `SIM-${n}`, gateName: `模拟道闸${n}`, direction: '3', status: '0' }, host);
};

const recorded = (gateId: number) =>
  t.sql<{ plate_no: string; direction: string }>('SELECT plate_no, direction FROM com_car_comein_record WHERE gate_id = $1 ORDER BY id', [gateId]);

/** Every exit is of a car that entered before and has not left since. */
const inBeforeOut = (passes: { plate: string; direction: string }[]) => {
  const inside = new Set<string>();
  for (const { plate, direction } of passes) {
    if (direction === '1') inside.add(plate);
    else if (!inside.delete(plate)) return false;
  }
  return true;
};

beforeAll(async () => {
  tokenOf[DEMO] = await loginReady(t.app, { username: 'admin' });
  tokenOf[SECOND] = await loginReady(t.app, { host: SECOND, username: 'admin' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

describe('npm run gate-sim', () => {
  it('posts 3 passes as the gate; each answer is one line; the car-entry list has the 3 entries', async () => {
    const gate = await newGate(DEMO);
    // An IP address in the URL: the default tenant (demo).
    const res = await sim('--url', `http://${base}`, '--gate', gate.gateNo, '--key', gate.deviceKey, '--count', '3', '--interval', '0');
    expect(res.err).toBe('');
    expect(res.code).toBe(0);
    const lines = res.out.trim().split('\n');
    expect(lines).toHaveLength(3);
    for (const [i, line] of lines.entries()) expect(line).toMatch(new RegExp(`^\\[${i + 1}/3\\] (in |out) \\S+  200 id=\\d+$`));

    const listed = await t.app.inject({ method: 'GET', url: `${CarEntryRecord.paths.list}?parkingId=${gate.parkingId}`, headers: authed(tokenOf[DEMO]) });
    expect(listed.json().recordsTotal).toBe(3);
    const ids = lines.map((line) => Number(/id=(\d+)$/.exec(line)![1]));
    expect(listed.json().data.map((r: Body) => r.id).sort()).toEqual(ids.sort());
    const rows = await recorded(gate.id);
    expect(rows.every((r) => isPlate(r.plate_no)), JSON.stringify(rows)).toBe(true);
    expect(rows[0].direction).toBe('1');
    expect(inBeforeOut(rows.map((r) => ({ plate: r.plate_no, direction: r.direction })))).toBe(true);
  });

  it('a wrong key or an unknown gate: exit 1 with a message naming the refusal, after the first pass, nothing recorded', async () => {
    const gate = await newGate(DEMO);
    const wrong = await sim('--url', `http://${base}`, '--gate', gate.gateNo, '--key', `${gate.deviceKey}x`, '--count', '3', '--interval', '0');
    expect(wrong.code).toBe(1);
    expect(wrong.out.trim().split('\n')).toHaveLength(1);
    expect(wrong.out).toContain('401');
    expect(wrong.err).toContain(`refused gate ${gate.gateNo}'s credential (401)`);
    expect(wrong.err).toContain('道闸设备');
    const unknown = await sim('--url', `http://${base}`, '--gate', 'NO-SUCH-GATE', '--key', gate.deviceKey, '--interval', '0');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('(401)');
    expect(await recorded(gate.id)).toEqual([]);
  });

  it('names the tenant by a *.localhost host; one plate in one direction; GATE_KEY in place of --key; a disabled gate stops it', async () => {
    const gate = await newGate(SECOND);
    const url = `http://second.${base.replace('127.0.0.1', 'localhost')}`;
    const res = await new Promise<{ code: number; out: string }>((resolve) =>
      execFile(process.execPath, [script, '--url', url, '--gate', gate.gateNo, '--plate', '粤bd12345', '--direction', 'in', '--count', '2', '--interval', '0.05'],
        { env: { ...process.env, GATE_KEY: gate.deviceKey } }, (error, out) => resolve({ code: error ? Number(error.code) : 0, out })),
    );
    expect(res.code, res.out).toBe(0);
    expect(res.out).toMatch(/^\[1\/2\] in {2}粤BD12345 {2}200 id=\d+\n\[2\/2\] in {2}粤BD12345 {2}200 id=\d+\n$/);
    expect(await recorded(gate.id)).toEqual([{ plate_no: '粤BD12345', direction: '1' }, { plate_no: '粤BD12345', direction: '1' }]);
    // The same gate number and key on the default tenant's address: no such gate there.
    expect((await sim('--url', `http://${base}`, '--gate', gate.gateNo, '--key', gate.deviceKey)).code).toBe(1);

    await ok('/api/base/parkingGate/modify', { id: gate.id, status: '1' }, SECOND);
    const disabled = await sim('--url', url, '--gate', gate.gateNo, '--key', gate.deviceKey, '--count', '2', '--interval', '0');
    expect(disabled.code).toBe(1);
    expect(disabled.err).toContain('(403)');
    expect(await recorded(gate.id)).toHaveLength(2);
  });

  it('plans valid plates (new-energy ones too) with every car entering before it leaves; bad usage exits 2', async () => {
    const res = await sim('--dry-run', '--count', '400');
    expect(res.code).toBe(0);
    const passes = res.out.trim().split('\n').map((line) => {
      const [, direction, plate] = /^\[\s*\d+\/400\] (in |out) (\S+)$/.exec(line)!;
      return { plate, direction: direction === 'in ' ? '1' : '2' };
    });
    expect(passes).toHaveLength(400);
    expect(passes.filter((p) => !isPlate(p.plate))).toEqual([]);
    expect(passes.some((p) => p.plate.length === 8)).toBe(true);
    expect(passes.some((p) => p.direction === '2')).toBe(true);
    expect(inBeforeOut(passes)).toBe(true);
    const alternating = await sim('--dry-run', '--plate', '京A12345', '--count', '3');
    expect(alternating.out).toBe('[1/3] in  京A12345\n[2/3] out 京A12345\n[3/3] in  京A12345\n');

    for (const args of [['--direction', 'sideways'], ['--count', '0'], ['--url', 'ftp://localhost'], ['--colour']]) {
      const bad = await sim('--dry-run', ...args);
      expect(bad.code, args.join(' ')).toBe(2);
      expect(bad.err).toContain('usage: npm run gate-sim');
    }
    const noKey = await sim('--gate', 'G-1');
    expect(noKey.code).toBe(2);
    expect(noKey.err).toContain('--key (or GATE_KEY) is required');
  });
});
