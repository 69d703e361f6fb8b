import fs from 'node:fs';

/** Resident set size of a process in MB (VmRSS), or null once it is gone. */
export const rssMb = (pid: number): number | null => {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
};

/** Samples the RSS of `pid` every `everyMs` until stopped; `stop()` answers the largest sample. */
export const sampleRss = (pid: number, everyMs = 100) => {
  let max = rssMb(pid) ?? 0;
  const timer = setInterval(() => {
    const now = rssMb(pid);
    if (now !== null && now > max) max = now;
  }, everyMs);
  return {
    stop: (): number => {
      clearInterval(timer);
      const now = rssMb(pid);
      return Math.max(max, now ?? 0);
    },
  };
};
