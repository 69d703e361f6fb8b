import fs from 'node:fs';

/**
 * This thread's CPU time in ms: Linux's per-thread scheduler count (/proc/thread-self/schedstat, nanoseconds on the
 * CPU), else the process's (which also counts GC helper threads, so reads higher).
 */
const cpuClock = (): { source: 'thread' | 'process'; now: () => number } => {
  try {
    const read = () => Number(fs.readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
    if (Number.isFinite(read())) return { source: 'thread', now: read };
  } catch {
    // not Linux: the process's CPU time
  }
  return {
    source: 'process',
    now: () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    },
  };
};

/**
 * The event loop's turns while watched: the gaps between beats of a 1 ms timer, each with its wall time and the CPU
 * time of the loop's thread meanwhile. A gap's CPU time is what the server itself held the loop for; its wall time
 * also holds whatever else the machine ran, so on a loaded shared machine (2 cores, load 15–20) the wall figure says
 * more about the neighbours than about the code, and the CPU figure is the one a bound can rest on (issue 21).
 */
export const watchTurns = () => {
  const clock = cpuClock();
  let last = performance.now();
  let lastCpu = clock.now();
  const turns = { wallMaxMs: 0, cpuMaxMs: 0 };
  let timer: NodeJS.Timeout | undefined;
  const beat = () => {
    const now = performance.now();
    const cpu = clock.now();
    const wall = now - last;
    turns.wallMaxMs = Math.max(turns.wallMaxMs, wall);
    turns.cpuMaxMs = Math.max(turns.cpuMaxMs, Math.min(wall, cpu - lastCpu));
    last = performance.now();
    lastCpu = clock.now();
    timer = setTimeout(beat, 1);
  };
  timer = setTimeout(beat, 1);
  return {
    stop: () => {
      clearTimeout(timer);
      return { turnWallMaxMs: Math.round(turns.wallMaxMs), turnCpuMaxMs: Math.round(turns.cpuMaxMs), cpuClock: clock.source };
    },
  };
};
