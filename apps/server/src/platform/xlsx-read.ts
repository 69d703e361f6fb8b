import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { pacer } from './pace.ts';

/**
 * A streaming reader of an uploaded .xlsx's first sheet, for imports (issue 20: reading the whole workbook with
 * exceljs before the row limit took 16 s and +590 MB for 200,000 rows and stalled every other call).
 * - The zip's central directory is read from the upload's buffer, so the parts are taken in the order we need
 *   whatever order the file has them in (exceljs's streaming reader spools a sheet that precedes the shared strings
 *   to a temporary file, whole, before any limit applies).
 * - Each part is inflated by zlib's stream (off the main thread) and parsed by saxes chunk by chunk; the sheet stops
 *   at the row limit and every part counts against one limit on uncompressed bytes (a zip bomb stops there).
 * - Shared strings are read after the sheet, only up to the highest index its kept cells use; the header's first.
 * - Between chunks the event loop gets a turn (`pacer`), so no step holds it long.
 * Dates: numbers in a date format (the cell's style) become Dates, as exceljs read them; formulas give their cached
 * result; rich text its text; errors nothing.
 */

/** Uncompressed bytes an import may inflate (sheet, shared strings, styles, workbook): 10,000 rows fit many times over. */
export const XLSX_MAX_UNCOMPRESSED = 64 * 1024 * 1024;

export class XlsxLimitError extends Error {
  constructor(readonly limit: 'rows' | 'size') {
    super(`xlsx over its ${limit} limit`);
  }
}

type Entry = { method: number; start: number; size: number };
export type Cell = string | number | boolean | Date | { sst: number };

/** The zip's entries by name, from the central directory (no ZIP64: an upload is a few MB). */
const entriesOf = (zip: Buffer): Map<string, Entry> => {
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65_535); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('not a zip');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries = new Map<string, Entry>();
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory');
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) throw new Error('bad local header');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (start + size > zip.length) throw new Error('entry out of bounds');
    entries.set(name.replace(/^\//, ''), { method, start, size });
  }
  return entries;
};

type Budget = { left: number };
/**
 * XML read per step: parsing it and handling its rows is one stretch of the event loop, a few milliseconds at 16 KB
 * (64 KB with the garbage it leaves came near 50 ms on a loaded machine, issue 21).
 */
const CHUNK = 16 * 1024;

/** One part's text, chunk by chunk, inflated off the main thread; over the budget → XlsxLimitError('size'). */
async function* textOf(zip: Buffer, entry: Entry, budget: Budget): AsyncGenerator<string> {
  const data = zip.subarray(entry.start, entry.start + entry.size);
  const decoder = new StringDecoder('utf8');
  const take = (chunk: Buffer) => {
    budget.left -= chunk.length;
    if (budget.left < 0) throw new XlsxLimitError('size');
    return decoder.write(chunk);
  };
  if (entry.method === 0) {
    for (let i = 0; i < data.length; i += CHUNK) yield take(data.subarray(i, i + CHUNK));
    return;
  }
  if (entry.method !== 8) throw new Error(`zip method ${entry.method}`);
  const inflater = zlib.createInflateRaw({ chunkSize: CHUNK });
  try {
    inflater.end(data);
    for await (const chunk of inflater) yield take(chunk as Buffer);
  } finally {
    inflater.destroy();
  }
}

type Tag = { name: string; attributes: Record<string, string> };
type XmlEvent = ['open', Tag] | ['close', Tag] | ['text', string];
/** A part's XML as batches of parse events (local names: `x:row` reads as `row`), a turn of the loop between chunks. */
async function* eventsOf(zip: Buffer, entry: Entry | undefined, budget: Budget, tick: () => Promise<void>): AsyncGenerator<XmlEvent[]> {
  if (!entry) return;
  const parser = new SaxesParser();
  let events: XmlEvent[] = [];
  const local = (name: string) => name.slice(name.indexOf(':') + 1);
  parser.on('opentag', (tag: SaxesTagPlain) => events.push(['open', { name: local(tag.name), attributes: tag.attributes }]));
  parser.on('closetag', (tag: SaxesTagPlain) => events.push(['close', { name: local(tag.name), attributes: {} }]));
  parser.on('text', (text: string) => events.push(['text', text]));
  for await (const text of textOf(zip, entry, budget)) {
    parser.write(text);
    const batch = events;
    events = [];
    yield batch;
    await tick();
  }
  parser.close();
}

const attributeOf = async (zip: Buffer, entry: Entry | undefined, budget: Budget, tick: () => Promise<void>, fn: (tag: Tag) => void) => {
  for await (const batch of eventsOf(zip, entry, budget, tick)) for (const event of batch) if (event[0] === 'open') fn(event[1]);
};

/** Built-in number formats that are dates (ECMA-376 18.8.30, with the CJK ones Chinese Excel writes). */
const DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);
const isDateCode = (code: string) => /[ymdhs]/i.test(code.replace(/"[^"]*"|\[[^\]]*\]|\\./g, '')) && !/^general$/i.test(code.trim());

/** Which cell styles (`s`) show a number as a date. */
const dateStylesOf = async (zip: Buffer, entry: Entry | undefined, budget: Budget, tick: () => Promise<void>) => {
  const custom = new Map<number, string>();
  const styles = new Set<number>();
  let inCellXfs = false;
  let index = 0;
  for await (const batch of eventsOf(zip, entry, budget, tick)) {
    for (const [kind, value] of batch) {
      if (kind === 'text') continue;
      const tag = value;
      if (kind === 'open' && tag.name === 'numFmt') custom.set(Number(tag.attributes.numFmtId), tag.attributes.formatCode ?? '');
      else if (tag.name === 'cellXfs') inCellXfs = kind === 'open';
      else if (kind === 'open' && inCellXfs && tag.name === 'xf') {
        const id = Number(tag.attributes.numFmtId ?? 0);
        if (DATE_FORMATS.has(id) || (custom.has(id) && isDateCode(custom.get(id)!))) styles.add(index);
        index += 1;
      }
    }
  }
  return styles;
};

const columnOf = (ref: string | undefined, previous: number) => {
  const letters = ref?.match(/^[A-Z]+/i)?.[0];
  if (!letters) return previous + 1;
  let n = 0;
  for (const c of letters.toUpperCase()) n = n * 26 + c.charCodeAt(0) - 64;
  return n;
};

export type SheetReader = {
  /** The sheet's rows (1-based numbers; cells by 1-based column), up to the caller's stop; shared strings as `{sst}`. */
  rows: () => AsyncGenerator<{ row: number; cells: Map<number, Cell> }>;
  /** The texts of these shared-string indices, read only as far as the highest. */
  strings: (wanted: ReadonlySet<number>) => Promise<Map<number, string>>;
};

/** Opens an .xlsx upload for streaming (throws on what is no .xlsx). */
export const openXlsx = async (zip: Buffer, budget: Budget = { left: XLSX_MAX_UNCOMPRESSED }): Promise<SheetReader> => {
  const tick = pacer();
  const entries = entriesOf(zip);
  const part = (name: string) => entries.get(name);
  // The first visible sheet in tab order, through the workbook's relationships.
  const targets = new Map<string, { type: string; target: string }>();
  await attributeOf(zip, part('xl/_rels/workbook.xml.rels'), budget, tick, (tag) => {
    if (tag.name !== 'Relationship') return;
    const target = tag.attributes.Target ?? '';
    targets.set(tag.attributes.Id, { type: tag.attributes.Type ?? '', target: target.startsWith('/') ? target.slice(1) : `xl/${target}` });
  });
  const sheets: { rel: string; hidden: boolean }[] = [];
  let date1904 = false;
  await attributeOf(zip, part('xl/workbook.xml'), budget, tick, (tag) => {
    if (tag.name === 'sheet') sheets.push({ rel: tag.attributes['r:id'] ?? Object.entries(tag.attributes).find(([k]) => k.endsWith(':id'))?.[1] ?? '', hidden: !!tag.attributes.state && tag.attributes.state !== 'visible' });
    if (tag.name === 'workbookPr') date1904 = tag.attributes.date1904 === '1' || tag.attributes.date1904 === 'true';
  });
  const first = sheets.find((s) => !s.hidden) ?? sheets[0];
  const sheetPath = (first && targets.get(first.rel)?.target) || 'xl/worksheets/sheet1.xml';
  const byType = (suffix: string, fallback: string) => [...targets.values()].find((t) => t.type.endsWith(suffix))?.target ?? fallback;
  const sheet = part(sheetPath);
  if (!sheet) throw new Error('no sheet');
  const shared = part(byType('/sharedStrings', 'xl/sharedStrings.xml'));
  const dateStyles = await dateStylesOf(zip, part(byType('/styles', 'xl/styles.xml')), budget, tick);
  const excelDate = (serial: number) => new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));

  async function* rows() {
    let row: { row: number; cells: Map<number, Cell> } | null = null;
    let lastRow = 0;
    // `capture`: inside the cell's <v>, or an inline string's <t> (not its phonetic runs).
    let cell: { column: number; type: string; style: number; text: string; capture: boolean } | null = null;
    let lastColumn = 0;
    let phonetic = false;
    for await (const batch of eventsOf(zip, sheet, budget, tick)) {
      const done: { row: number; cells: Map<number, Cell> }[] = [];
      for (const [kind, value] of batch) {
        if (kind === 'text') {
          if (cell?.capture && !phonetic) cell.text += value;
          continue;
        }
        const tag = value;
        if (kind === 'open') {
          if (tag.name === 'row') {
            lastRow = tag.attributes.r ? Number(tag.attributes.r) : lastRow + 1;
            row = { row: lastRow, cells: new Map() };
            lastColumn = 0;
          } else if (tag.name === 'c' && row) {
            lastColumn = columnOf(tag.attributes.r, lastColumn);
            cell = { column: lastColumn, type: tag.attributes.t ?? 'n', style: Number(tag.attributes.s ?? 0), text: '', capture: false };
          } else if (cell && (tag.name === 'v' || tag.name === 't')) cell.capture = true;
          else if (tag.name === 'rPh') phonetic = true;
          continue;
        }
        if (tag.name === 'rPh') phonetic = false;
        else if ((tag.name === 'v' || tag.name === 't') && cell) cell.capture = false;
        else if (tag.name === 'c' && row && cell) {
          const { type, text } = cell;
          let parsed: Cell | undefined;
          if (type === 's') parsed = text.trim() === '' ? undefined : { sst: Number(text) };
          else if (type === 'inlineStr' || type === 'str') parsed = text;
          else if (type === 'b') parsed = text.trim() !== '' && text.trim() !== '0';
          else if (type === 'd') parsed = text ? new Date(text) : undefined;
          else if (type === 'n' && text.trim() !== '') parsed = dateStyles.has(cell.style) ? excelDate(Number(text)) : Number(text);
          if (parsed !== undefined) row.cells.set(cell.column, parsed);
          cell = null;
        } else if (tag.name === 'row' && row) {
          done.push(row);
          row = null;
        }
      }
      for (const finished of done) yield finished;
    }
  }

  const strings = async (wanted: ReadonlySet<number>) => {
    const found = new Map<number, string>();
    if (wanted.size === 0 || !shared) return found;
    const last = Math.max(...wanted);
    let index = -1;
    let closed = -1;
    let text = '';
    let inText = false;
    let phonetic = false;
    for await (const batch of eventsOf(zip, shared, budget, tick)) {
      for (const [kind, value] of batch) {
        if (kind === 'text') {
          if (inText && !phonetic) text += value;
          continue;
        }
        const name = value.name;
        if (name === 'rPh') phonetic = kind === 'open';
        else if (name === 't') inText = kind === 'open';
        else if (name === 'si' && kind === 'open') {
          index += 1;
          text = '';
        } else if (name === 'si' && kind === 'close') {
          closed = index;
          if (wanted.has(index)) found.set(index, text);
        }
      }
      // Read no further than the last string wanted.
      if (closed >= last) break;
    }
    return found;
  };

  return { rows, strings };
};
