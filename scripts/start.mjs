// `npm start`: builds what is not built yet, then runs the server (embedded PostgreSQL unless DATABASE_URL).
// Whatever stops npm stops the server too, through its graceful shutdown (docs/deployment.md): a signal to npm, to
// its process group, a terminal's hangup, or npm gone altogether.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const built = (file) => fs.existsSync(`${root}/${file}`);
const run = (args) => {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!built('apps/web/dist/index.html')) run(['run', 'build', '-w', '@zhwy/web']);
if (!built('apps/server/dist/main.js')) run(['run', 'build', '-w', '@zhwy/server']);

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], { cwd: root, stdio: 'inherit' });
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

// Every copy goes to the server, which counts copies of one stop within a second once (a terminal's Ctrl-C reaches
// npm, this script and the server) and a later one as "stop now". We stay until the server has exited.
const forward = (signal) => {
  if (server.exitCode === null && server.signalCode === null) server.kill(signal);
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
