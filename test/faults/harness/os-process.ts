import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';

/** Starts a process whose output goes to a log file (read when a check fails). */
export function spawnLogged(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; logFile: string; cwd?: string }): ChildProcess {
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  child.once('exit', () => setTimeout(() => log.end(), 100));
  return child;
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function signal(pid: number | undefined, sig: NodeJS.Signals): void {
  if (!pid) return;
  try {
    process.kill(pid, sig);
  } catch {
    /* already gone */
  }
}

/** Resident memory of a process in MB (VmRSS in /proc/<pid>/status), or NaN when it is gone. */
export function rssMb(pid: number | undefined): number {
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 102.4) / 10 : NaN;
  } catch {
    return NaN;
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns true or `timeoutMs` passes; returns the milliseconds it took, or undefined. */
export async function waitFor(probe: () => Promise<boolean> | boolean, timeoutMs: number, everyMs = 50): Promise<number | undefined> {
  const start = Date.now();
  while (Date.now() - start <= timeoutMs) {
    if (await Promise.resolve(probe()).catch(() => false)) return Date.now() - start;
    await sleep(everyMs);
  }
  return undefined;
}

export function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * Starts `probe` every `everyMs` without waiting for the previous one, and returns how long after the start the
 * first probe that succeeded was sent (or undefined after `timeoutMs`): a probe caught in a restart and left
 * waiting for its own timeout does not hide that the ones sent after it were answered at once.
 */
export function firstAnsweredAfter(probe: () => Promise<boolean>, timeoutMs: number, everyMs = 100): Promise<number | undefined> {
  const start = Date.now();
  return new Promise((resolve) => {
    let done = false;
    const finish = (value: number | undefined) => {
      if (done) return;
      done = true;
      clearInterval(timer);
      resolve(value);
    };
    const launch = () => {
      const sentAfter = Date.now() - start;
      if (sentAfter > timeoutMs) return finish(undefined);
      void probe()
        .catch(() => false)
        .then((ok) => ok && finish(sentAfter));
    };
    const timer = setInterval(launch, everyMs);
    launch();
  });
}

/** SIGKILLs every process whose command line or environment names `marker` (a stack's tmp directory), other than this one. */
export function killProcessesNaming(marker: string): number[] {
  const killed: number[] = [];
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    const names = ['cmdline', 'environ'].some((file) => {
      try {
        return readFileSync(`/proc/${pid}/${file}`, 'latin1').includes(marker);
      } catch {
        return false;
      }
    });
    if (names) {
      signal(pid, 'SIGKILL');
      killed.push(pid);
    }
  }
  return killed;
}
