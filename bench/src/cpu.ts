import fs from 'node:fs';

// CPU time from /proc, in clock ticks (USER_HZ, 100 on Linux).
const TICK_MS = 10;

/** utime + stime of one process, 0 once it is gone. */
const ticksOf = (pid: number): number => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
};

const childrenOf = (pid: number): number[] => {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
};

/** Busy and total ticks of the whole machine (all cores). */
const machineTicks = (): { busy: number; total: number } => {
  const [, ...values] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const n = values.map(Number);
  const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - n[3] - n[4], total };
};

export type CpuSplit = { targetMs: number; postgresMs: number | null; benchMs: number; othersMs: number; machineBusyPct: number };

/**
 * Where the CPU went between start() and stop(): the measured process, PostgreSQL (postmaster and backends, when
 * its pid is known), this process (autocannon), and everything else on the machine (other work disturbing the run).
 */
export const cpuMeter = (targetPid: number, postgresPid: number | null) => {
  const pgTicks = (): Map<number, number> => {
    const map = new Map<number, number>();
    if (postgresPid) for (const pid of [postgresPid, ...childrenOf(postgresPid)]) map.set(pid, ticksOf(pid));
    return map;
  };
  const t0 = { target: ticksOf(targetPid), pg: pgTicks(), bench: process.cpuUsage(), machine: machineTicks() };
  return {
    stop: (): CpuSplit => {
      const target = (ticksOf(targetPid) - t0.target) * TICK_MS;
      let postgres: number | null = null;
      if (postgresPid) {
        postgres = 0;
        for (const [pid, ticks] of pgTicks()) postgres += (ticks - (t0.pg.get(pid) ?? 0)) * TICK_MS;
      }
      const usage = process.cpuUsage(t0.bench);
      const bench = (usage.user + usage.system) / 1000;
      const machine = machineTicks();
      const busy = (machine.busy - t0.machine.busy) * TICK_MS;
      const machineBusyPct = (100 * (machine.busy - t0.machine.busy)) / Math.max(1, machine.total - t0.machine.total);
      return { targetMs: target, postgresMs: postgres, benchMs: bench, othersMs: Math.max(0, busy - target - (postgres ?? 0) - bench), machineBusyPct };
    },
  };
};
