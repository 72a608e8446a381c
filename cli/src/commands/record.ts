// `kopa record <platform…> --out <cassette>`: the platforms served live (the real API with the
// user's key, or any base URL such as `kopa sim serve`) while every upstream exchange is appended to
// a cassette, keys redacted. Driven by a user or an agent over MCP (stdio or the HTTP gateway), or
// by a script of tool calls (`--calls`). `kopa serve --replay <cassette>` serves it back offline.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createHub, type Hub, type Platform, serveStdio, startGateway } from '@kopa/kit';
import { selectPlatforms } from '@kopa/servers';
import { type Command, InvalidArgumentError } from 'commander';
import { closeOnSignal, parseHostPort, readStateFile } from './options.ts';

interface RecordFlags {
  out: string;
  http?: { host: string; port: number } | true;
  calls?: string;
  baseUrl?: Record<string, string>;
  state?: Record<string, unknown>;
}

/** One line of a `--calls` file: `{"tool": "dart_get_company", "arguments": {…}}`. */
interface ScriptedCall {
  tool: string;
  arguments: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The call on one line, or what is wrong with it. */
function parseCall(value: unknown): ScriptedCall | string {
  if (!isObject(value)) return 'not a JSON object';
  const extra = Object.keys(value).filter((name) => name !== 'tool' && name !== 'arguments');
  if (extra.length > 0) return `unknown field(s) ${extra.join(', ')}`;
  if (typeof value.tool !== 'string' || !value.tool) return 'tool must be a tool name';
  if (value.arguments !== undefined && !isObject(value.arguments)) return 'arguments must be a JSON object';
  return { tool: value.tool, arguments: value.arguments ?? {} };
}

/** `--base-url dart=http://127.0.0.1:7400/dart`, repeatable. */
function collectBaseUrl(value: string, previous: Record<string, string> = {}): Record<string, string> {
  const match = /^([a-z]+)=(.+)$/.exec(value);
  if (!match?.[1] || !match[2] || !URL.canParse(match[2])) {
    throw new InvalidArgumentError('expected <platform>=<url>, e.g. dart=http://127.0.0.1:7400/dart');
  }
  return { ...previous, [match[1]]: match[2] };
}

export function registerRecord(program: Command): void {
  program
    .command('record')
    .description('serve platforms live and record every upstream exchange to a cassette, keys redacted')
    .argument('<platforms...>', 'platforms to record (each needs its KOPA_<PLATFORM>_KEY)')
    .requiredOption('--out <cassette>', 'cassette file (JSONL, one exchange a line; appended to)')
    .option('--http [host:port]', 'serve the HTTP gateway instead of stdio (default 127.0.0.1:7300)', parseHostPort)
    .option('--calls <file>', 'make these tool calls instead of serving: JSONL of {"tool": …, "arguments": {…}}')
    .option(
      '--base-url <platform=url>',
      'send a platform to this base URL instead of the real API (also KOPA_<PLATFORM>_BASE_URL)',
      collectBaseUrl,
    )
    .option('--state <file>', 'JSON file of injected state, {"<platform>": State}', readStateFile)
    .action(async (platformIds: string[], flags: RecordFlags) => {
      if (flags.calls && flags.http) throw new Error('choose one of --calls (a script) and --http (serve a client)');
      const platforms = selectPlatforms(platformIds);
      const calls = flags.calls ? readCalls({ file: flags.calls, platforms }) : undefined;
      const out = resolve(flags.out);
      const env: Record<string, string | undefined> = { ...process.env };
      for (const [id, url] of Object.entries(flags.baseUrl ?? {})) {
        if (!platformIds.includes(id))
          throw new Error(`--base-url names ${id}, which is not recorded; record it too: kopa record ${id} …`);
        env[`KOPA_${id.toUpperCase()}_BASE_URL`] = url;
      }
      // Over HTTP, sessions expire after the gateway's default 30 idle minutes; stdio has one session.
      const hub = await createHub({ platforms, mode: 'live', record: out, env, ...(flags.http ? {} : { idleMs: 0 }) });
      const state = flags.state ?? {};
      const where = platforms.map((platform) => `${platform.id} → ${hub.platforms.get(platform.id)?.baseUrl}`);
      process.stderr.write(`kopa: recording ${where.join(', ')} to ${out}\n`);

      if (calls) {
        await runCalls({ hub, calls, state, out });
        await hub.close();
        return;
      }
      if (flags.http) {
        const { host, port } = flags.http === true ? { host: '127.0.0.1', port: 7300 } : flags.http;
        const stateToken = flags.state ? hub.createSession({ state }).token : undefined;
        const gateway = await startGateway({ hub, host, port });
        process.stderr.write(
          platforms.map((platform) => `  ${gateway.url}/mcp/${platform.id}\n`).join('') +
            (stateToken ? `  injected --state is bound to x-kopa-session: ${stateToken}\n` : ''),
        );
        closeOnSignal(gateway, hub);
        return;
      }
      const [platform, ...others] = platforms;
      if (!platform || others.length > 0) {
        throw new Error('stdio serves one platform; name one, or record several with --http or --calls');
      }
      await serveStdio({ hub, platform, state: state[platform.id] });
    });
}

function readCalls(options: {
  file: string;
  platforms: readonly Platform[];
}): Array<ScriptedCall & { platform: string }> {
  let text: string;
  try {
    text = readFileSync(options.file, 'utf8');
  } catch {
    throw new Error(`cannot read the calls file ${options.file}`);
  }
  return text.split('\n').flatMap((line, index) => {
    if (!line.trim()) return [];
    const where = `${options.file}:${index + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new Error(`${where}: not JSON; each line is {"tool": "dart_get_company", "arguments": {…}}`);
    }
    const call = parseCall(value);
    if (typeof call === 'string') {
      throw new Error(`${where}: ${call}; each line is {"tool": "dart_get_company", "arguments": {…}}`);
    }
    const platform = options.platforms.find((candidate) => candidate.toolsByName.has(call.tool));
    if (!platform) {
      throw new Error(
        `${where}: no recorded platform has the tool ${call.tool}; recording ${options.platforms.map((p) => p.id).join(', ')}`,
      );
    }
    return [{ ...call, platform: platform.id }];
  });
}

/** Makes the calls in order in one session; each result goes to stdout as one JSON line. */
async function runCalls(options: {
  hub: Hub;
  calls: ReadonlyArray<ScriptedCall & { platform: string }>;
  state: Record<string, unknown>;
  out: string;
}): Promise<void> {
  const { hub, calls } = options;
  const { token } = hub.createSession({ state: options.state });
  let failed = 0;
  for (const call of calls) {
    const result = await hub.callTool({ token, platform: call.platform, name: call.tool, args: call.arguments });
    if (result.isError) failed += 1;
    process.stdout.write(`${JSON.stringify({ tool: call.tool, arguments: call.arguments, result })}\n`);
  }
  process.stderr.write(
    `kopa: ${calls.length} calls made (${failed} answered with a tool error, recorded as well) into ${options.out}\n`,
  );
}
