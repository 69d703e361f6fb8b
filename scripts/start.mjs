// `npm start`: builds what is not built yet, then runs the server (embedded PostgreSQL unless DATABASE_URL).
// Whatever stops npm stops the server too, through its graceful shutdown (docs/deployment.md): a signal to npm, to
// its process group, a terminal's hangup, or npm gone altogether. A server killed outright (SIGKILL, the OOM killer)
// makes this script stop the PostgreSQL it leaves behind and exit non-zero, so that a supervisor restarts it.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = new URL('..', import.meta.url).pathname;
const built = (file) => fs.existsSync(`${root}/${file}`);
const run = (args) => {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!built('apps/web/dist/index.html')) run(['run', 'build', '-w', '@zhwy/web']);
if (!built('apps/server/dist/main.js')) run(['run', 'build', '-w', '@zhwy/server']);

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], { cwd: root, stdio: 'inherit' });

// The first copy of each signal goes to the server, which takes every SIGTERM and SIGHUP as the same stop and only a
// later Ctrl-C as "stop now" (that one reaches it from the terminal anyway). We stay until the server has exited.
const forwarded = new Set();
const forward = (signal) => {
  if (forwarded.has(signal) || server.exitCode !== null || server.signalCode !== null) return;
  forwarded.add(signal);
  server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => forward(signal));

/** The parent of a process, from /proc (Linux); undefined elsewhere or when it is gone. */
const parentOf = (pid) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
};
/** Whether a process runs `sh -c <script>`: the shell npm runs a script in, which does not always exec it. */
const isScriptShell = (pid) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[1] === '-c';
  } catch {
    return false;
  }
};

// A process manager that stops npm with SIGTERM or SIGKILL, or a hangup that reaches npm alone, leaves us orphaned:
// npm does not pass SIGTERM beyond its script shell and nothing passes SIGKILL or SIGHUP. So watch the process that
// started us (and, under npm, npm behind its script shell): once one is gone (we or the shell were handed to
// another parent), stop the server as on SIGTERM.
const parent = process.ppid;
const npmPid = process.env.npm_lifecycle_event && isScriptShell(parent) ? parentOf(parent) : undefined;
const watch = setInterval(() => {
  if (process.ppid !== parent || (npmPid !== undefined && parentOf(parent) !== npmPid)) {
    clearInterval(watch);
    forward('SIGTERM');
  }
}, 500);
watch.unref();

// The embedded PostgreSQL runs in a process group of its own, so a server killed outright leaves it running, and it
// blocks the next start. Remember which postmaster the server started (the pid file's, while its parent is the
// server; it may restart one that died) and stop it (fast shutdown: sessions ended, data kept) if it outlives it.
const dataDir = path.resolve(root, process.env.DATA_DIR || './data');
const pidFile = process.env.DATABASE_URL ? undefined : path.join(dataDir, 'pg', 'postmaster.pid');
let postmaster;
const track = setInterval(() => {
  try {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (pid > 0 && parentOf(pid) === server.pid) postmaster = pid;
  } catch {
    // no embedded PostgreSQL (yet)
  }
}, 500);
track.unref();
if (!pidFile) clearInterval(track);

const isPostmasterOfDataDir = (pid) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(path.join(dataDir, 'pg'));
  } catch {
    return false;
  }
};
const stopOrphan = async (how) => {
  if (!postmaster || !isPostmasterOfDataDir(postmaster)) return;
  console.error(`the server ${how}; stopping the PostgreSQL it left running (pid ${postmaster})`);
  process.kill(postmaster, 'SIGINT');
  for (let i = 0; i < 300 && isPostmasterOfDataDir(postmaster); i++) {
    if (i === 100) process.kill(postmaster, 'SIGQUIT'); // still there after 10 s: immediate shutdown
    await sleep(100);
  }
};

// A server that died of a signal it was not sent by us was killed (SIGKILL, the OOM killer, a crash): exit 128 + its
// number as a shell would, not 0, so that `Restart=on-failure` restarts it.
server.on('exit', (code, signal) => {
  clearInterval(track);
  const status = signal ? (forwarded.has(signal) ? 0 : 128 + (os.constants.signals[signal] ?? 0)) : (code ?? 1);
  void stopOrphan(signal ? `was killed (${signal})` : `exited (code ${code})`).finally(() => process.exit(status));
});
