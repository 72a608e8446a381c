// Cold start of `kopa serve --stdio <platform>`: spawn to the answer of `initialize`, and to the
// answer of a first `tools/call`, for every platform on the built CLI (cli/dist, from `pnpm build`)
// and for one platform on the sources through tsx, printed beside the goal (≤ 0.3 s).
//   pnpm build && pnpm bench:coldstart [--runs 5]   (pnpm bench builds first and runs this too)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PLATFORMS } from '@kopa/servers';
import { type Goal, printGoals } from '../goals.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const BUILT = join(ROOT, 'cli', 'dist', 'kopa.cjs');
const GOAL_S = 0.3;

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

async function measure(label: string, command: string[], platform: string, runs: number) {
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

/** Times every platform's cold start on the built CLI and DART's on the sources; the goal rows. */
export async function runColdstartBench(options: { runs: number }): Promise<Goal[]> {
  if (!existsSync(BUILT)) throw new Error('no built CLI at cli/dist/kopa.cjs; run pnpm build first');
  console.log(`\ncold start, median of ${options.runs} runs (spawn → answer)`);
  console.log('how      platform    initialize first call  goal     verdict');
  const built: Array<[string, number]> = [];
  for (const platform of PLATFORMS)
    built.push([platform.id, await measure('built', ['node', BUILT], platform.id, options.runs)]);
  const sources = await measure(
    'sources',
    ['node', '--import', join(ROOT, 'node_modules/tsx/dist/loader.mjs'), join(ROOT, 'cli/src/main.ts')],
    'dart',
    options.runs,
  );
  const [worstPlatform, worst] = built.reduce((a, b) => (b[1] > a[1] ? b : a));
  return [
    {
      figure: 'stdio cold start to the first tools/call answer, built CLI, worst of 12 platforms',
      measured: `${worst.toFixed(3)} s (${worstPlatform}); from the sources through tsx: ${sources.toFixed(3)} s`,
      goal: `≤ ${GOAL_S} s`,
      met: worst <= GOAL_S,
    },
  ];
}

if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) {
    process.stderr.write('kopa bench: --runs takes a positive integer, e.g. --runs 5\n');
    process.exit(2);
  }
  try {
    printGoals(await runColdstartBench({ runs }));
  } catch (error) {
    process.stderr.write(`kopa bench: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  }
}
