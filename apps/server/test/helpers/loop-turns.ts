/**
 * The event loop's turns while watched: the gaps between beats of a 1 ms timer, each with its wall time and the
 * process's CPU time meanwhile (capped at the wall time: the loop's thread cannot use more; the rest is GC helpers
 * and the thread pool). A gap's CPU time is what the server itself held the loop for; its wall time also holds
 * whatever else the machine ran, so on a loaded shared machine (2 cores, load 15) the wall figure says more about
 * the neighbours than about the code, and the CPU figure is the one a bound can rest on (issue 21).
 */
export const watchTurns = () => {
  let last = performance.now();
  let lastCpu = process.cpuUsage();
  const turns = { wallMaxMs: 0, cpuMaxMs: 0 };
  let timer: NodeJS.Timeout | undefined;
  const beat = () => {
    const now = performance.now();
    const cpu = process.cpuUsage(lastCpu);
    const wall = now - last;
    turns.wallMaxMs = Math.max(turns.wallMaxMs, wall);
    turns.cpuMaxMs = Math.max(turns.cpuMaxMs, Math.min(wall, (cpu.user + cpu.system) / 1000));
    last = now;
    lastCpu = process.cpuUsage();
    timer = setTimeout(beat, 1);
  };
  timer = setTimeout(beat, 1);
  return {
    stop: () => {
      clearTimeout(timer);
      return { turnWallMaxMs: Math.round(turns.wallMaxMs), turnCpuMaxMs: Math.round(turns.cpuMaxMs) };
    },
  };
};
