// Starts the real `kopa sim serve` CLI as a child process on a free loopback port, so that every
// client in this suite talks to the emulation over real sockets exactly as a user's program would.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** For `beforeAll`: the CLI loads every platform's code through tsx before it listens. */
export const SIM_START_MS = 60_000;

const KOPA_BIN = fileURLToPath(new URL('../../../bin/kopa', import.meta.url));

export interface SimPlatformLine {
  /** Where the emulation of this platform is served, `http://127.0.0.1:<port>/<platform>`. */
  url: string;
  /** The real origin it emulates, e.g. `https://opendart.fss.or.kr`. */
  emulates: string;
  demoKey: string;
}

export interface SimProcess {
  url: string;
  platforms: Record<string, SimPlatformLine>;
  /** Everything the CLI wrote to stderr, for failure messages. */
  log(): string;
  close(): Promise<void>;
}

// `  http://127.0.0.1:7400/dart/…  emulates https://opendart.fss.or.kr (demo key a1b2…)`
const PLATFORM_LINE = /^\s+(http:\/\/\S+?)\/([a-z]+)\/\S*\s+emulates (\S+) \(demo key (\S+)\)$/;
const HEADER_LINE = /kopa sim at (http:\/\/[^\s)]+)/;

/** Runs `bin/kopa sim serve --listen 127.0.0.1:0 <platforms…> [--clock …]` and waits for its banner. */
export function startSimProcess(options: { platforms: readonly string[]; clock?: string }): Promise<SimProcess> {
  const args = ['sim', 'serve', '--listen', '127.0.0.1:0', ...options.platforms];
  if (options.clock) args.push('--clock', options.clock);
  const child = spawn(KOPA_BIN, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`kopa sim serve exited with ${code} before it was ready; its stderr:\n${stderr}`));
    child.once('exit', onExit);
    child.once('error', reject);
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderr += chunk;
      const banner = parseBanner(stderr, options.platforms);
      if (!banner) return;
      child.off('exit', onExit);
      resolve({ ...banner, log: () => stderr, close: () => stopChild(child) });
    });
  });
}

function parseBanner(
  text: string,
  wanted: readonly string[],
): { url: string; platforms: Record<string, SimPlatformLine> } | undefined {
  const url = HEADER_LINE.exec(text)?.[1];
  if (!url) return undefined;
  const platforms: Record<string, SimPlatformLine> = {};
  for (const line of text.split('\n')) {
    const match = PLATFORM_LINE.exec(line);
    if (match?.[1] && match[2] && match[3] && match[4])
      platforms[match[2]] = { url: `${match[1]}/${match[2]}`, emulates: match[3], demoKey: match[4] };
  }
  return wanted.every((id) => platforms[id]) ? { url, platforms } : undefined;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
