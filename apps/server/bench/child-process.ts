import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { onCleanup } from './cleanup';

export type Child = {
  pid: number;
  /** The last lines the process wrote (stdout and stderr), for error messages. */
  output: () => string;
  /** SIGTERM to the process (tsx passes it on to its node child), then waits until its whole group is gone. */
  stop: () => Promise<void>;
};

const alive = (groupId: number) => {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a process in its own process group; it is stopped on exit or interrupt of the bench. */
export function spawnChild(what: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Child {
  const child: ChildProcess = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const pid = child.pid;
  if (pid === undefined) {
    throw new Error(`${what} konnte nicht gestartet werden.`);
  }
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exit.then(() => {
    exited = true;
  });

  const stop = onCleanup(what, async () => {
    if (!exited) {
      child.kill('SIGTERM');
      await Promise.race([exit, sleep(15_000)]);
    }
    // Its children (tsx's node process) may still be closing the database.
    for (let waited = 0; alive(pid) && waited < 15_000; waited += 50) {
      await sleep(50);
    }
    if (alive(pid)) {
      process.kill(-pid, 'SIGKILL');
    }
  });
  return { pid, output: () => tail, stop };
}

/** Polls url until it answers 200; returns the milliseconds since `since` (performance.now()). */
export async function waitUntilUp(url: string, child: Child, since: number, timeoutMs = 180_000): Promise<number> {
  while (performance.now() - since < timeoutMs) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) {
        return performance.now() - since;
      }
    } catch {
      // not listening yet
    }
    if (!alive(child.pid)) {
      throw new Error(`Prozess ${child.pid} hat sich beendet, bevor ${url} antwortete:\n${child.output()}`);
    }
    await sleep(20);
  }
  throw new Error(`${url} antwortete nicht binnen ${timeoutMs / 1000} s:\n${child.output()}`);
}

/**
 * Peak resident memory of one process: Linux keeps it (VmHWM); elsewhere `ps` is sampled every
 * 100 ms. Call peakBytes() before the process ends.
 */
export function watchMemory(pid: number): { peakBytes: () => number } {
  const procStatus = `/proc/${pid}/status`;
  if (fs.existsSync(procStatus)) {
    return {
      peakBytes: () => {
        const kib = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(procStatus, 'utf8'))?.[1];
        return Number(kib ?? 0) * 1024;
      },
    };
  }
  let peak = 0;
  const sample = () => {
    try {
      const kib = Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim());
      peak = Math.max(peak, kib * 1024);
    } catch {
      // process gone
    }
  };
  const timer = setInterval(sample, 100);
  timer.unref();
  return {
    peakBytes: () => {
      sample();
      clearInterval(timer);
      return peak;
    },
  };
}
