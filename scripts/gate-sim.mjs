// `npm run gate-sim -- --gate G-01 --key gk_… [--url http://localhost:8080] [--plate 粤B12345] [--direction in|out]
// [--count 10] [--interval 2] [--dry-run]`: a barrier gate for demos and tests. It posts passes to
// POST /api/iot/parking/pass with the gate's own credential (X-Gate-No, X-Gate-Key; see docs/base-data/parking.md)
// and prints each answer on one line. No dependencies: Node's fetch, and node:http for `*.localhost` host names.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { parseArgs } from 'node:util';

const PASS_PATH = '/api/iot/parking/pass';
/** How long one pass may take before the server counts as unreachable. */
const TIMEOUT_MS = 15_000;
const USAGE = `usage: npm run gate-sim -- --gate <道闸编号> --key <device key> [options]

  --url <url>          the server (default http://localhost:8080); its host names the tenant
                       (http://second.localhost:8080 → tenant second; localhost or an IP → the default tenant)
  --gate <gateNo>      the gate's number (道闸编号), sent as X-Gate-No
  --key <key>          the gate's device key (gk_…), shown once when the gate is created or its key reset
                       under 道闸设备; or set GATE_KEY instead (keeps it out of the shell history)
  --plate <plate>      one plate for every pass (default: random plates, new-energy ones too)
  --direction in|out   only entries or only exits (default: cars enter, and those inside leave again)
  --count <n>          passes to send (default 1, at most 10000)
  --interval <s>       seconds between passes (default 1; 0 sends them back to back)
  --dry-run            print the passes without sending them (no --gate or --key needed)

Exit codes: 0 every pass accepted; 1 a pass refused, or the gate's credential refused (stops at once); 2 bad usage.`;

// Mainland plates (the contracts' PLATE_PATTERN): a province, an issuing letter without I and O, then five characters;
// new-energy plates six: D or F then a letter or digit and four digits (small cars), or five digits then D or F (large).
const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '0123456789';
const pick = (chars) => chars[Math.floor(Math.random() * chars.length)];
const run = (chars, n) => Array.from({ length: n }, () => pick(chars)).join('');

/** A random valid plate; one in four is a new-energy plate. */
const randomPlate = () => {
  const head = pick(PROVINCES) + pick(LETTERS);
  const roll = Math.random();
  if (roll < 0.2) return head + pick('DF') + pick(LETTERS + DIGITS) + run(DIGITS, 4);
  if (roll < 0.25) return head + run(DIGITS, 5) + pick('DF');
  // Ordinary plates: at most two letters among the five, as issued.
  const tail = [...run(DIGITS, 5)];
  for (let i = Math.floor(Math.random() * 3); i > 0; i--) tail[Math.floor(Math.random() * 5)] = pick(LETTERS);
  return head + tail.join('');
};

/**
 * The passes to send, in a sensible order: with a direction, that direction every time (the plate given, or new
 * random plates); with a plate and no direction, it enters, leaves, enters…; otherwise new cars enter and cars the
 * simulator has let in leave again (none leaves before it entered).
 */
const planPasses = ({ plate, direction, count }) => {
  const passes = [];
  const inside = [];
  for (let i = 0; i < count; i++) {
    if (direction) passes.push({ plateNo: plate ?? randomPlate(), direction });
    else if (plate) passes.push({ plateNo: plate, direction: i % 2 === 0 ? '1' : '2' });
    else if (inside.length > 0 && Math.random() < 0.4) passes.push({ plateNo: inside.splice(Math.floor(Math.random() * inside.length), 1)[0], direction: '2' });
    else {
      let plateNo = randomPlate();
      while (inside.includes(plateNo)) plateNo = randomPlate();
      inside.push(plateNo);
      passes.push({ plateNo, direction: '1' });
    }
  }
  return passes;
};

class UsageError extends Error {}

const parse = (argv, env) => {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        url: { type: 'string', default: 'http://localhost:8080' },
        gate: { type: 'string' },
        key: { type: 'string' },
        plate: { type: 'string' },
        direction: { type: 'string' },
        count: { type: 'string', default: '1' },
        interval: { type: 'string', default: '1' },
        'dry-run': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error.message);
  }
  if (values.help) return { help: true };
  const dryRun = values['dry-run'];
  let url;
  try {
    url = new URL(values.url);
  } catch {
    throw new UsageError(`--url: not a URL: ${values.url}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--url: http or https only, not ${url.protocol}`);
  const gate = values.gate?.trim();
  const key = (values.key ?? env.GATE_KEY ?? '').trim();
  if (!dryRun && !gate) throw new UsageError('--gate is required (the gate\'s 道闸编号)');
  if (!dryRun && !key) throw new UsageError('--key (or GATE_KEY) is required: the device key shown when the gate was created or its key reset');
  const plate = values.plate?.trim().toUpperCase();
  if (plate !== undefined && !plate) throw new UsageError('--plate: empty');
  const directions = { in: '1', out: '2' };
  if (values.direction !== undefined && !(values.direction in directions)) throw new UsageError(`--direction: in or out, not ${values.direction}`);
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1 || count > 10_000) throw new UsageError(`--count: a whole number from 1 to 10000, not ${values.count}`);
  const interval = Number(values.interval);
  if (!Number.isFinite(interval) || interval < 0 || interval > 3600) throw new UsageError(`--interval: seconds from 0 to 3600, not ${values.interval}`);
  return { url, gate, key, plate, direction: directions[values.direction], count, interval, dryRun };
};

/** localhost, its subdomains, 127.x.x.x and [::1]: where plain http keeps the key on this machine. */
const isLoopback = (host) => host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '[::1]';

/**
 * POSTs JSON and answers `{ status, text }`. Names under `.localhost` are loopback (RFC 6761) and name a tenant
 * (demo.localhost), but Node's resolver does not know them and fetch will not send another Host header: those go
 * through node:http with `localhost`'s own addresses, keeping the URL's Host header.
 */
const post = async (url, headers, body) => {
  const payload = JSON.stringify(body);
  if (!url.hostname.endsWith('.localhost')) {
    const res = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: payload, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
    return { status: res.status, text: await res.text() };
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      lookup: (_host, options, callback) => dns.lookup('localhost', options, callback),
      autoSelectFamily: true,
      timeout: TIMEOUT_MS,
    }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(payload);
  });
};

const DIRECTION_WORD = { 1: 'in ', 2: 'out' };
const json = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};
/** The one-line summary of an answer: `200 id=17`, `422 提交的数据有误：…`. */
const describe = ({ status, text }) => {
  const body = json(text);
  if (status === 200 && body?.code === 0) return `${status} id=${body.data?.id}`;
  return `${status} ${body?.msg ?? text.replace(/\s+/g, ' ').slice(0, 200)}`.trimEnd();
};

/** Why the whole run stops: the server refused the gate itself, not one pass. */
const fatal = (status, options) => {
  const where = `${options.url.origin} (tenant by host: ${options.url.hostname})`;
  if (status === 401)
    return `the server refused gate ${options.gate}'s credential (401): no gate with this 道闸编号 in the tenant of ${where}, or a wrong key. ` +
      'The key is shown once when the gate is created or its key is reset under 基础数据 → 道闸设备.';
  if (status === 403) return `the server refused gate ${options.gate} (403): the gate is disabled (停用), or the tenant of ${where} is disabled or expired.`;
  if (status === 404) return `no gate ingest at ${options.url.origin}${PASS_PATH} (404): is --url this console's server?`;
  return null;
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the simulator; answers the exit code. */
const main = async (argv, env) => {
  const out = (line) => console.log(line);
  const err = (line) => console.error(line);
  let options;
  try {
    options = parse(argv, env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    err(`gate-sim: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    out(USAGE);
    return 0;
  }
  const passes = planPasses(options);
  const width = String(passes.length).length;
  const label = (i, pass) => `[${String(i + 1).padStart(width)}/${passes.length}] ${DIRECTION_WORD[pass.direction]} ${pass.plateNo}`;
  if (options.dryRun) {
    passes.forEach((pass, i) => out(label(i, pass)));
    return 0;
  }
  if (options.url.protocol === 'http:' && !isLoopback(options.url.hostname))
    err(`gate-sim: warning: ${options.url.origin} is plain http: the gate's key travels unencrypted`);
  let refused = 0;
  for (const [i, pass] of passes.entries()) {
    if (i > 0 && options.interval > 0) await sleep(options.interval * 1000);
    let answer;
    try {
      answer = await post(new URL(PASS_PATH, options.url), { 'x-gate-no': options.gate, 'x-gate-key': options.key }, { ...pass, passTime: new Date().toISOString() });
    } catch (error) {
      err(`gate-sim: cannot reach ${options.url.origin}: ${error.cause?.code ?? error.cause?.message ?? error.code ?? error.message} (is the server running? npm start)`);
      return 1;
    }
    out(`${label(i, pass)}  ${describe(answer)}`);
    const stop = fatal(answer.status, options);
    if (stop) {
      err(`gate-sim: ${stop}`);
      return 1;
    }
    if (answer.status !== 200) refused++;
  }
  if (refused > 0) err(`gate-sim: ${refused} of ${passes.length} passes refused`);
  return refused > 0 ? 1 : 0;
};

process.exitCode = await main(process.argv.slice(2), process.env);
