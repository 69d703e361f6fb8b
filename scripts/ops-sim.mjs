// `npm run ops-sim -- [--url http://localhost:8080] [--username staff] [--password …] [--token …] [--console-username admin
// --console-password …] [--problem 描述]`:
// a staff member's mobile app for demos and tests (docs/operations.md). It talks HTTP to a running server as the app
// would: logs in (or takes a token), clocks in, fetches today's patrol tasks, checks each open task's points by their
// QR codes' content, reports one problem and clocks out. The run is a list of steps (STEPS) sharing one context. No dependencies: Node's fetch, and node:http for `*.localhost` host names.
import crypto from 'node:crypto';
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { parseArgs } from 'node:util';

const TIMEOUT_MS = 15_000;
const USAGE = `usage: npm run ops-sim -- [options]

  --url <url>          the server (default http://localhost:8080); its host names the tenant
                       (http://demo.localhost:8080 → tenant demo; localhost or an IP → the default tenant)
  --username <name>    the staff account (default staff)
  --password <pw>      its password (or OPS_SIM_PASSWORD; the login's captcha must be off for the tenant)
  --token <token>      a session token instead of the login (or OPS_SIM_TOKEN)
  --problem <text>     the problem reported at the first point checked (default 消防栓漏水（模拟）)
  --console-username <name>, --console-password <pw> (or OPS_SIM_CONSOLE_PASSWORD)
                       a console account that reads the points' QR contents (a phone scans them off the sheet);
                       default: the staff account itself, if it may read the points
  --codes <list>       the points' QR contents given by hand, as id=code,…
  --steps <list>       the steps to run, comma separated (default: every step: ${'${STEPS}'})

Exit codes: 0 every step done; 1 a step failed (the server's answer is printed); 2 bad usage.`;

/** localhost, its subdomains, 127.x.x.x and [::1]. */
const isLoopback = (host) => host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '[::1]';

/**
 * One call, answering `{ status, body }` (JSON when it is). Names under `.localhost` go through node:http with
 * `localhost`'s own addresses, keeping the URL's Host header (which names the tenant).
 */
const send = async (ctx, method, path, body) => {
  const url = new URL(path, ctx.url);
  const headers = { accept: 'application/json', ...(ctx.token ? { authorization: `Bearer ${ctx.token}` } : {}) };
  const payload = body === undefined ? undefined : JSON.stringify(body);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const parse = (status, text) => {
    try {
      return { status, body: JSON.parse(text) };
    } catch {
      return { status, body: text };
    }
  };
  if (!url.hostname.endsWith('.localhost')) {
    const res = await fetch(url, { method, headers, body: payload, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
    return parse(res.status, await res.text());
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      { method, headers: { ...headers, ...(payload ? { 'content-length': Buffer.byteLength(payload) } : {}) }, lookup: (_h, o, cb) => dns.lookup('localhost', o, cb), autoSelectFamily: true, timeout: TIMEOUT_MS },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(parse(res.statusCode ?? 0, text)));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(payload);
  });
};

/** A step's failure: the call and the server's answer. */
class StepError extends Error {}
const must = (answer, what) => {
  if (answer.status !== 200 || (answer.body && typeof answer.body === 'object' && 'code' in answer.body && answer.body.code !== 0 && answer.body.token === undefined)) {
    const msg = typeof answer.body === 'object' ? (answer.body?.msg ?? '') + (answer.body?.fields ? ` ${JSON.stringify(answer.body.fields)}` : '') : String(answer.body).slice(0, 200);
    throw new StepError(`${what}: ${answer.status} ${msg}`.trimEnd());
  }
  return answer.body;
};

/** Logs an account in (AES password transport, docs/api.md) and answers the login's answer with its token. */
const logIn = async (ctx, username, plain) => {
  const tenant = must(await send({ ...ctx, token: undefined }, 'GET', '/zhwy/api/zhwy_admin/zhwyTenant/queryTenant'), 'tenant').data;
  if (tenant.captchaType && tenant.captchaType !== 'off') throw new StepError(`login: the tenant's login asks for a captcha (${tenant.captchaType}); pass --token instead`);
  const cipher = crypto.createCipheriv('aes-128-ecb', Buffer.from(tenant.passwordKey, 'utf8'), null);
  const password = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
  const answer = must(await send({ ...ctx, token: undefined }, 'POST', '/zhwy/api/system/login', { username, password, rememberme: 0 }), `login ${username}`);
  if (!answer.token) throw new StepError(`login ${username}: no token (${answer.msg ?? 'refused'})`);
  if (answer.passwordStatus === 1 || answer.passwordStatus === 2) throw new StepError(`login ${username}: the account must change its password first (log in once on the console)`);
  return answer;
};


/**
 * A clock of the caller (the staff app's 打卡) at the rule's own position, a few metres off as a phone reads it: the
 * server judges it (上班 / 下班, 正常, 迟到, 早退, 非工作日, within the radius or not). Without a rule for the caller's
 * department there is nothing to clock.
 */
const clock = async (ctx, label) => {
  const today = must(await send(ctx, 'GET', '/api/staff/attendance/today'), 'attendance today').data;
  if (!today.rule) return console.log(`${label}: no enabled attendance rule for the caller's department`);
  const jitter = () => (Math.random() - 0.5) * 0.0001; // about ±5 m
  const position = { longitude: Number(today.rule.longitude) + jitter(), latitude: Number(today.rule.latitude) + jitter() };
  const record = must(await send(ctx, 'POST', '/api/staff/attendance/clock', position), label).data;
  const STATUS = { 1: '正常', 2: '迟到', 3: '早退', 4: '非工作日' };
  console.log(`${label}: ${record.clockType === '1' ? '上班' : '下班'} ${new Date(record.clockTime).toLocaleString('sv-SE', { timeZone: 'Asia/Shanghai' })} ${STATUS[record.status] ?? record.status}, ${record.distance} m from ${today.rule.address || 'the rule\'s place'}${record.inRange === '0' ? ' (outside the radius)' : ''}`);
};

/**
 * The steps, in order; each takes the shared context (url, token, what earlier steps found) and prints what it did.
 * A later module appends its own (e.g. `{ name: 'attendance', run: async (ctx) => … }`).
 */
export const STEPS = [
  {
    name: 'login',
    run: async (ctx) => {
      if (ctx.token) return console.log('login: using the given token');
      if (!ctx.password) throw new StepError('login: give --password (or OPS_SIM_PASSWORD), or --token');
      const answer = await logIn(ctx, ctx.username, ctx.password);
      ctx.token = answer.token;
      console.log(`login: ${ctx.username} logged in`);
    },
  },
  { name: 'clock-in', run: (ctx) => clock(ctx, 'clock-in') },
  {
    name: 'patrol-tasks',
    run: async (ctx) => {
      ctx.tasks = must(await send(ctx, 'GET', '/api/staff/patrol/tasks'), 'patrol tasks').data;
      console.log(`patrol-tasks: ${ctx.tasks.length} task(s) today`);
      for (const task of ctx.tasks) console.log(`  #${task.id} ${task.jobName} · ${task.lineName} · ${task.windowStart.slice(11, 16)}-${task.windowEnd.slice(11, 16)} · ${task.points.filter((p) => p.checkTime).length}/${task.points.length} checked`);
    },
  },
  {
    name: 'patrol-check',
    run: async (ctx) => {
      const now = Date.now();
      const open = (ctx.tasks ?? []).filter((task) => new Date(`${task.windowStart.replace(' ', 'T')}+08:00`).getTime() <= now && now <= new Date(`${task.closesAt.replace(' ', 'T')}+08:00`).getTime());
      if (open.length === 0) return console.log('patrol-check: no task open now');
      ctx.checked = [];
      for (const task of open) {
        for (const point of task.points.filter((p) => !p.checkTime)) {
          // The QR code holds the point's code; the app reads it from the tasks' points as a scan would.
          const code = await pointCode(ctx, point.pointId);
          const answer = await send(ctx, 'POST', '/api/staff/patrol/check', { taskId: task.id, code });
          if (answer.status !== 200) {
            console.log(`  ${point.pointName}: ${answer.status} ${answer.body?.msg ?? ''} ${answer.body?.fields ? JSON.stringify(answer.body.fields) : ''}`.trimEnd());
            continue;
          }
          ctx.checked.push(answer.body.data);
          console.log(`  ${point.pointName}: checked${answer.body.data.timing === '1' ? ' (late)' : ''}${answer.body.data.inOrder === '0' ? ' (out of order)' : ''}`);
        }
      }
      console.log(`patrol-check: ${ctx.checked.length} point(s) checked`);
    },
  },
  {
    name: 'patrol-problem',
    run: async (ctx) => {
      const first = ctx.checked?.[0];
      if (!first) return console.log('patrol-problem: nothing checked, nothing to report');
      must(await send(ctx, 'POST', '/api/staff/patrol/problem', { logId: first.logId, problem: ctx.problem }), 'patrol problem');
      console.log(`patrol-problem: reported at record #${first.logId}: ${ctx.problem}`);
    },
  },
  // The day's last clock: 下班 (早退 when the run ends before the rule's hours do).
  { name: 'clock-out', run: (ctx) => clock(ctx, 'clock-out') },
];

/**
 * A point's QR code content. A phone scans it off the printed sheet; the simulator reads it through the console's
 * point call, as the console account (`--console-username`/`--console-password`, e.g. the administrator) or else as
 * the staff account (which then needs 巡检点 read access in the point's community), or takes `--codes id=code,…`.
 */
const pointCode = async (ctx, pointId) => {
  if (ctx.codes?.[pointId]) return ctx.codes[pointId];
  if (ctx.consoleUser && !ctx.consoleToken) ctx.consoleToken = (await logIn(ctx, ctx.consoleUser, ctx.consolePassword ?? '')).token;
  const answer = await send({ ...ctx, token: ctx.consoleToken ?? ctx.token }, 'GET', `/api/zhwy/patrolPoint/queryById/${pointId}`);
  if (answer.status !== 200) throw new StepError(`point ${pointId}: ${answer.status} (the account cannot read this point: pass --console-username/--console-password or --codes id=code,…)`);
  return answer.body.pointCode;
};

const main = async () => {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        url: { type: 'string', default: 'http://localhost:8080' },
        username: { type: 'string', default: 'staff' },
        password: { type: 'string' },
        token: { type: 'string' },
        problem: { type: 'string', default: '消防栓漏水（模拟）' },
        codes: { type: 'string' },
        'console-username': { type: 'string' },
        'console-password': { type: 'string' },
        steps: { type: 'string' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    console.error(`${error.message}\n\n${USAGE.replace('${STEPS}', STEPS.map((s) => s.name).join(','))}`);
    process.exit(2);
  }
  if (values.help) return console.log(USAGE.replace('${STEPS}', STEPS.map((s) => s.name).join(',')));
  const url = new URL(values.url);
  if (url.protocol === 'http:' && !isLoopback(url.hostname)) console.error('warning: plain http to a remote server sends the token in clear');
  const wanted = values.steps ? values.steps.split(',') : STEPS.map((s) => s.name);
  const unknown = wanted.filter((name) => !STEPS.some((s) => s.name === name));
  if (unknown.length) {
    console.error(`unknown step(s): ${unknown.join(', ')}`);
    process.exit(2);
  }
  const codes = Object.fromEntries((values.codes ?? '').split(',').filter(Boolean).map((pair) => pair.split('=')));
  const ctx = { url, username: values.username, password: values.password ?? process.env.OPS_SIM_PASSWORD, token: values.token ?? process.env.OPS_SIM_TOKEN, problem: values.problem, codes, consoleUser: values['console-username'], consolePassword: values['console-password'] ?? process.env.OPS_SIM_CONSOLE_PASSWORD };
  for (const step of STEPS.filter((s) => wanted.includes(s.name))) {
    try {
      await step.run(ctx);
    } catch (error) {
      console.error(error instanceof StepError ? error.message : `${step.name}: ${error.message}`);
      process.exit(1);
    }
  }
};

await main();
