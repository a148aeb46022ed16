/**
 * `npm run bench:shutdown`: how long the real server takes to exit after SIGTERM when idle, with
 * everything `npm start` runs (demo seed, in-process vendor, sandbox gateway, job queue), on the
 * embedded database. Starts it BENCH_RUNS times (default 10) on one fresh data directory, waits for
 * the job queue, lets it idle a second, sends SIGTERM and times the exit; prints each run with the
 * parts' close times, then min, median and max. The target (issue #25) is an exit well under a second.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const runs = Number(process.env.BENCH_RUNS ?? 10);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'croupier-bench-shutdown-'));
// PORT 0: the platform, its vendor and its gateway each take a free port.
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  SEED_DEMO: 'true',
  LOG_LEVEL: 'info',
};

async function oneRun(): Promise<{ ms: number; code: number | null; parts: string; killed: boolean }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('job queue started')) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) =>
      reject(new Error(`the server exited (${code}) before it was ready:\n${output}`)),
    );
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const signalledAt = performance.now();
  child.kill('SIGTERM');
  const code = await exited;
  const ms = Math.round(performance.now() - signalledAt);
  const parts = [...output.matchAll(/"part":"([^"]+)","ms":(\d+),"step"/g)]
    .map((match) => `${match[1]} ${match[2]} ms`)
    .join(', ');
  return { ms, code, parts, killed: output.includes('killed by timeout') };
}

try {
  const times: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const result = await oneRun();
    times.push(result.ms);
    console.log(
      `run ${run}: exit ${result.code} after ${result.ms} ms (${result.parts})${result.killed ? ' KILLED BY TIMEOUT' : ''}`,
    );
  }
  times.sort((a, b) => a - b);
  console.log(
    `idle SIGTERM to exit, ${runs} runs: min ${times[0]} ms, median ${times[Math.floor(times.length / 2)]} ms, max ${times.at(-1)} ms`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
