// Cold start of `kopa serve --stdio <platform>`: spawn to the answer of `initialize`, and to the
// answer of a first `tools/call`, for every platform on the built CLI (cli/dist, from `pnpm build`)
// and for one platform on the sources through tsx, printed beside the goal (≤ 0.3 s).
//   pnpm build && pnpm bench:coldstart [--runs 5]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PLATFORMS } from '@kopa/servers';

const ROOT = join(import.meta.dirname, '..', '..');
const BUILT = join(ROOT, 'cli', 'dist', 'kopa.cjs');
const GOAL_S = 0.3;

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  process.stderr.write('kopa bench: --runs takes a positive integer, e.g. --runs 5\n');
  process.exit(2);
}
if (!existsSync(BUILT)) {
  process.stderr.write('kopa bench: no built CLI at cli/dist/kopa.cjs; run pnpm build first\n');
  process.exit(2);
}

interface Start {
  initialize: number;
  firstCall: number;
}

function startOnce(command: string[], platform: string): Promise<Start> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const [bin, ...args] = command as [string, ...string[]];
    const child = spawn(bin, [...args, 'serve', '--stdio', platform], { stdio: ['pipe', 'pipe', 'ignore'] });
    const send = (message: object) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
    let buffer = '';
    let initialize = 0;
    child.on('error', reject);
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
        const message = JSON.parse(buffer.slice(0, end)) as {
          id?: number;
          error?: unknown;
          result?: { isError?: boolean };
        };
        buffer = buffer.slice(end + 1);
        if (message.id === 1) {
          initialize = performance.now() - started;
          send({ method: 'notifications/initialized' });
          send({ id: 2, method: 'tools/call', params: { name: `${platform}_get_api_key`, arguments: {} } });
        } else if (message.id === 2) {
          child.kill();
          if (message.error || message.result?.isError) reject(new Error(`${platform}: ${JSON.stringify(message)}`));
          else resolve({ initialize, firstCall: performance.now() - started });
        }
      }
    });
    send({
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'kopa-bench', version: '1' } },
    });
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function measure(label: string, command: string[], platform: string) {
  const starts: Start[] = [];
  for (let run = 0; run < runs; run++) starts.push(await startOnce(command, platform));
  const init = median(starts.map((start) => start.initialize)) / 1000;
  const call = median(starts.map((start) => start.firstCall)) / 1000;
  const verdict = call <= GOAL_S ? 'ok' : 'over';
  console.log(
    `${label.padEnd(8)} ${platform.padEnd(11)} ${init.toFixed(3).padStart(9)} ${call.toFixed(3).padStart(10)}  ≤ ${GOAL_S.toFixed(1)} s  ${verdict}`,
  );
  return call;
}

console.log(`cold start, median of ${runs} runs (spawn → answer)`);
console.log('how      platform    initialize first call  goal     verdict');
const built: number[] = [];
for (const platform of PLATFORMS) built.push(await measure('built', ['node', BUILT], platform.id));
await measure(
  'sources',
  ['node', '--import', join(ROOT, 'node_modules/tsx/dist/loader.mjs'), join(ROOT, 'cli/src/main.ts')],
  'dart',
);
console.log(`built, worst platform: ${Math.max(...built).toFixed(3)} s (goal ≤ ${GOAL_S} s)`);
