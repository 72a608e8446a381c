// pnpm bench: the server benchmarks in one run, each figure beside its goal: tools/call in process
// and over HTTP (bench/servers), then the stdio cold start of every platform on the built CLI
// (bench/coldstart; `pnpm bench` builds it first).
// Usage: pnpm bench [--duration 3] [--runs 3] [--starts 5]
import { parseArgs } from 'node:util';
import { runColdstartBench } from './coldstart/run.ts';
import { printGoals } from './goals.ts';
import { parseBenchArgs, printServerRows, runServerBench } from './servers/run.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '3' },
    runs: { type: 'string', default: '3' },
    starts: { type: 'string', default: '5' },
  },
});
try {
  const options = parseBenchArgs(['--duration', values.duration, '--runs', values.runs]);
  const starts = Number(values.starts);
  if (!Number.isInteger(starts) || starts < 1) throw new Error('--starts takes a positive integer, e.g. --starts 5');
  const servers = await runServerBench(options);
  printServerRows(servers.rows, options);
  const coldstart = await runColdstartBench({ runs: starts });
  printGoals([...servers.goals, ...coldstart]);
} catch (error) {
  process.stderr.write(`kopa bench: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
}
