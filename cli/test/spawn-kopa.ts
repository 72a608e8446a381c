// The real CLI as a child process, for the command-line tests: its exit status and both streams.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

export const KOPA = resolve(import.meta.dirname, '../../bin/kopa');

export function kopa(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(KOPA, args, { env: { ...process.env, KOPA_DEBUG: '', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', fail);
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}
