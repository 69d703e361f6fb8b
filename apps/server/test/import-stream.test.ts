import { Readable } from 'node:stream';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import yazl from 'yazl';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, authed, loginReady, useTestApp } from './helpers/app.ts';
import { type Place, placeIn } from './helpers/base-places.ts';
import { watchTurns } from './helpers/loop-turns.ts';

// Issue 20 (an import read the whole workbook before its row limit: 16 s, +590 MB, other calls stalled 15 s) and
// issue 21 (a 10,000-row import or batch held the event loop ~0.6 s): imports are read as a stream and stop at the
// row limit or the uncompressed-size limit; imports and batches give the event loop a turn between chunks. Each
// case measures the event loop's longest stall (monitorEventLoopDelay) and another call's latency meanwhile.
// The bounds are generous (a loaded 2-core machine, GC pauses); the figures are printed for docs/benchmarks.md.

const t = useTestApp();
let token = '';
let place: Place;
// Before the change, in this test on the shared 2-core machine: 200,000 rows stalled the loop for seconds (16 s in the
// issue), a 10,000-row import 1.5 s, a 10,000-room batch 3.4 s. The bound leaves room for a loaded machine (load ~20
// while measured) and GC pauses; the printed figures are the measure.
const STALL_MAX_MS = 1_000;
// What the server itself holds the loop for in one turn: the loop thread's CPU time between two beats of a 1 ms timer
// (helpers/loop-turns.ts). The wall-clock stall on a shared machine also holds the neighbours' load (100–600 ms at
// load 20 whatever the code does); the thread's CPU time does not. Measured at load 12–23 (issue 21's last item):
// before, 30–35 ms for the import (a 64 KB XML chunk and its rows; each sync pass over 10,000 rows) and 42–67 ms for
// the batch (its 700 KB body parsed, walked and checked in one turn); after, 15–22 and 11–15 ms (8 ms slices). The
// bound is the issue's own figure, ~50 ms: a bound at 28 ms failed once on a quiet fresh-clone run (33 ms for the
// batch, a garbage collection in the turn), and a test that fails by chance stops everything landing.
const TURN_CPU_MAX_MS = 50;

beforeAll(async () => {
  token = await loginReady(t.app, { username: 'admin' });
  place = await placeIn(t, 'demo', 'IS');
});

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const cellRef = (column: number, row: number) => `${String.fromCharCode(64 + column)}${row}`;

/** A minimal .xlsx (parts in Excel's order: the sheet before the shared strings), the sheet's XML streamed in. */
const workbook = async (sheet: Iterable<string>, sharedStrings?: string[]) => {
  const zip = new yazl.ZipFile();
  const add = (name: string, text: string) => zip.addBuffer(Buffer.from(text), name);
  add('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  add('_rels/.rels', '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>');
  add(
    'xl/workbook.xml',
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="房屋" sheetId="1" r:id="rId1"/></sheets></workbook>',
  );
  add(
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>',
  );
  zip.addReadStream(
    Readable.from(
      (function* () {
        yield '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
        yield* sheet;
        yield '</sheetData></worksheet>';
      })(),
    ),
    'xl/worksheets/sheet1.xml',
  );
  if (sharedStrings) add('xl/sharedStrings.xml', `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${sharedStrings.map((s) => `<si><t>${xml(s)}</t></si>`).join('')}</sst>`);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Room rows: 小区 and 楼栋 by name (shared strings 0 and 1), the floor a number, the room number a shared string of its own. */
const HEADER = ['所属小区', '所属楼栋', '所在楼层', '房号', '房屋用途', '房屋状态'];
function* roomRows(count: number, sstBase: number, numbered = false) {
  yield `<row r="1">${HEADER.map((_, i) => `<c r="${cellRef(i + 1, 1)}" t="s"><v>${i + 2}</v></c>`).join('')}</row>`;
  for (let n = 1; n <= count; n++) {
    const r = n + 1;
    yield `<row r="${r}"><c r="A${r}" t="s"><v>0</v></c><c r="B${r}" t="s"><v>1</v></c><c r="C${r}"><v>${(n % 18) + 1}</v></c>${numbered ? `<c r="D${r}"><v>${n}</v></c>` : `<c r="D${r}" t="s"><v>${sstBase + n - 1}</v></c>`}<c r="E${r}" t="s"><v>${sstBase - 2}</v></c><c r="F${r}" t="s"><v>${sstBase - 1}</v></c></row>`;
  }
}
const roomStrings = (count: number, prefix: string) => ['IS测试小区1', place.buildingName, ...HEADER, '住宅', '空置', ...Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`)];

const upload = (buffer: Buffer, url = '/api/base/comRoom/importExcel') => {
  const boundary = '----zhwyStream';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="rooms.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    buffer,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({ method: 'POST', url, headers: { ...authed(token), 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'zh-CN' }, payload });
};

/**
 * Runs `work` while measuring the event loop's longest stall (wall clock), its longest turn's CPU time, and the
 * latency of a cheap call sent every 20 ms (GET /healthz through the whole app), and prints the figures.
 */
const measured = async <T>(label: string, work: () => Promise<T>) => {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  const latencies: number[] = [];
  let running = true;
  const probe = (async () => {
    while (running) {
      const start = performance.now();
      await t.app.inject({ method: 'GET', url: '/healthz' });
      latencies.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  delay.enable();
  const turns = watchTurns();
  const start = performance.now();
  const result = await work();
  const ms = performance.now() - start;
  const turnFigures = turns.stop();
  delay.disable();
  running = false;
  await probe;
  const figures = { ms: Math.round(ms), stallMaxMs: Math.round(delay.max / 1e6), ...turnFigures, probeMaxMs: Math.round(Math.max(0, ...latencies)), probes: latencies.length };
  console.log(`[import-stream] ${label}: ${JSON.stringify(figures)}`);
  return { result, ...figures };
};

describe('imports read as a stream', () => {
  it('a 200,000-row workbook is refused at the row limit, quickly, without stalling other calls', async () => {
    const count = 200_000;
    const file = await workbook(roomRows(count, HEADER.length + 4, true), roomStrings(0, 'R'));
    console.log(`[import-stream] 200,000 rows: ${(file.length / 1024 / 1024).toFixed(1)} MB`);
    const heapBefore = process.memoryUsage().rss;
    const { result: res, ms, stallMaxMs, probeMaxMs } = await measured('200,000 rows refused', () => upload(file));
    console.log(`[import-stream] RSS growth ${Math.round((process.memoryUsage().rss - heapBefore) / 1024 / 1024)} MB`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(422);
    expect(res.json()).toMatchObject({ msg: '一次最多导入 10000 行', fields: { file: expect.any(String) } });
    expect(ms).toBeLessThan(8_000);
    expect(stallMaxMs).toBeLessThan(STALL_MAX_MS);
    expect(probeMaxMs).toBeLessThan(STALL_MAX_MS * 2);
    expect(file.length).toBeLessThan(5 * 1024 * 1024);
  }, 120_000);

  it('a zip bomb (a sheet of 300 MB in a few hundred KB) is refused at the uncompressed limit', async () => {
    const piece = 'A'.repeat(1024 * 1024);
    const bomb = await workbook(
      (function* () {
        yield `<row r="1"><c r="A1" t="inlineStr"><is><t>所属小区</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>`;
        for (let i = 0; i < 300; i++) yield piece;
        yield '</t></is></c></row>';
      })(),
    );
    console.log(`[import-stream] zip bomb: ${(bomb.length / 1024).toFixed(0)} KB for 300 MB`);
    const { result: res, stallMaxMs } = await measured('zip bomb refused', () => upload(bomb));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(422);
    expect(res.json().msg).toBe('文件内容过大（解压后超过 64 MB），请拆分后再导入');
    expect(stallMaxMs).toBeLessThan(STALL_MAX_MS);
  }, 120_000);

  it('a 10,000-row import (shared strings after the sheet, names resolved) imports all, the loop never held long', async () => {
    const count = 10_000;
    const file = await workbook(roomRows(count, HEADER.length + 4), roomStrings(count, 'S'));
    const { result: res, stallMaxMs, turnCpuMaxMs, probeMaxMs } = await measured('10,000 rooms imported', () => upload(file));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().data).toEqual({ imported: count });
    const [row] = await t.sql<{ n: string }>("SELECT count(*) n FROM com_room WHERE building_id = $1 AND room_no LIKE 'S%' AND del_flag = 0", [place.buildingId]);
    expect(Number(row.n)).toBe(count);
    expect(stallMaxMs).toBeLessThan(STALL_MAX_MS);
    expect(turnCpuMaxMs).toBeLessThan(TURN_CPU_MAX_MS);
    expect(probeMaxMs).toBeLessThan(STALL_MAX_MS);
  }, 120_000);

  it('a 10,000-room batchSaveRoom (a 700 KB body parsed and checked in slices): the loop never held long', async () => {
    const rooms = Array.from({ length: 10_000 }, (_, i) => ({ areaId: place.areaId, buildingId: place.buildingId, floor: (i % 18) + 1, roomNo: `B${i + 1}` }));
    const { result: res, stallMaxMs, turnCpuMaxMs, probeMaxMs } = await measured('10,000 rooms by batchSaveRoom', () =>
      t.app.inject({ method: 'POST', url: '/api/base/batchSaveRoom', headers: authed(token, DEMO), payload: rooms }),
    );
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().data).toEqual({ created: 10_000 });
    expect(stallMaxMs).toBeLessThan(STALL_MAX_MS);
    expect(turnCpuMaxMs).toBeLessThan(TURN_CPU_MAX_MS);
    expect(probeMaxMs).toBeLessThan(STALL_MAX_MS);
  }, 120_000);
});

