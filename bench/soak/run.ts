// `pnpm bench:soak`: the soak at full scale, its figures printed for bench/README.md. Exits 1 when a
// leak, a lost update, a failed call or unreturned memory was found.
// Usage: pnpm bench:soak [--sessions 10000] [--concurrency 64] [--seed 1] [--timeout 900] [--json]
import { parseArgs } from 'node:util';
import { runSoak, SoakTimeoutError } from './soak.ts';

const { values } = parseArgs({
  options: {
    sessions: { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '64' },
    seed: { type: 'string', default: '1' },
    timeout: { type: 'string', default: '900' },
    json: { type: 'boolean', default: false },
  },
});
const positive = (name: keyof typeof values) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 1) {
    process.stderr.write(`--${name} must be a positive integer; got "${values[name]}"\n`);
    process.exit(2);
  }
  return value;
};

const report = await runSoak({
  sessions: positive('sessions'),
  concurrency: positive('concurrency'),
  seed: positive('seed'),
  timeoutMs: positive('timeout') * 1000,
  progress: (line) => process.stderr.write(`soak: ${line}\n`),
}).catch((error: unknown) => {
  if (!(error instanceof SoakTimeoutError)) throw error;
  process.stderr.write(`soak: ${error.message}\n`);
  process.exit(1);
});

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const { before, peak, after } = report.memory;
if (values.json) console.log(JSON.stringify(report, null, 2));
else {
  console.log(
    `soak, ${report.date.slice(0, 10)}, node ${report.machine.node}, ${report.machine.cores} cores (${report.machine.cpu})`,
  );
  console.log(`sessions            ${report.sessions} (${report.concurrency} driven at once)`);
  console.log(`tool calls          ${report.toolCalls} (${report.httpRequests} HTTP requests in the drive)`);
  console.log(`drive               ${report.driveSeconds.toFixed(1)} s, ${report.callsPerSecond.toFixed(0)} calls/s`);
  console.log(
    `latency             p50 ${report.latencyMs.p50.toFixed(1)} ms, p99 ${report.latencyMs.p99.toFixed(1)} ms`,
  );
  console.log(
    `live at the end     ${report.liveDuring.hubSessions} sessions, ${report.liveDuring.mcpSessions} MCP sessions`,
  );
  console.log(
    `live after deletion ${report.liveAfter.hubSessions} sessions, ${report.liveAfter.mcpSessions} MCP sessions`,
  );
  console.log(`RSS                 ${mib(before.rss)} before, ${mib(peak.rss)} peak, ${mib(after.rss)} after`);
  console.log(
    `heap used           ${mib(before.heapUsed)} before, ${mib(peak.heapUsed)} peak, ${mib(after.heapUsed)} after`,
  );
  console.log(`memory returned     ${report.memoryReturned ? 'yes' : 'NO'}`);
  console.log(`leaks ${report.leaks}, lost updates ${report.lostUpdates}, problems ${report.problemCount}`);
  for (const text of report.problems) console.log(`  ${text}`);
}
if (report.problemCount > 0 || !report.memoryReturned) process.exit(1);
