// A run killed with SIGKILL mid-way and run again ends with exactly one record per
// (task, rollout, seed): finished rollouts are kept, in-flight ones run again.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadTasks } from '@kopa/tasks';
import { describe, expect, it } from 'vitest';
import { startScriptedServer } from '../src/testing/scripted-server.ts';

const KOPA = resolve(import.meta.dirname, '../../bin/kopa');

describe('resume after kill -9', () => {
  it('ends with exactly one record per (task, rollout, seed)', async () => {
    const tasks = loadTasks({ domains: ['finance'] });
    const scripts = Object.fromEntries(tasks.map((task) => [task.query, [{ content: () => '모르겠습니다.' }]]));
    const server = await startScriptedServer({ scripts, latencyMs: 150 });
    const runsDir = mkdtempSync(join(tmpdir(), 'kopa-resume-'));
    const args = [
      'eval',
      '--agent',
      'openai',
      '--base-url',
      server.url,
      '--model',
      'scripted',
      '--domain',
      'finance',
      '--rollouts',
      '2',
      '--seeds',
      '0,1',
      '--concurrency',
      '1',
      '--runs-dir',
      runsDir,
      '--run-id',
      'killed',
    ];
    const rollouts = join(runsDir, 'killed', 'rollouts.jsonl');
    const lines = () => (existsSync(rollouts) ? readFileSync(rollouts, 'utf8').split('\n').filter(Boolean) : []);
    try {
      const child = spawn(KOPA, args, { stdio: 'ignore' });
      await new Promise<void>((done) => {
        const poll = setInterval(() => {
          if (lines().length >= 3) {
            clearInterval(poll);
            child.kill('SIGKILL');
            done();
          }
        }, 20);
      });
      await new Promise((done) => child.once('exit', done));
      const before = lines().length;
      const expected = tasks.length * 2 * 2;
      expect(before).toBeLessThan(expected);
      // Not spawnSync: the scripted model lives in this process and must keep answering.
      const rerun = await new Promise<{ status: number | null; stdout: string; stderr: string }>((done) => {
        const second = spawn(KOPA, args);
        let stdout = '';
        let stderr = '';
        second.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        second.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        second.once('exit', (status) => done({ status, stdout, stderr }));
      });
      expect(rerun.status, rerun.stderr).toBe(0);
      const keys = lines().map((line) => (JSON.parse(line) as { key: string }).key);
      expect(new Set(keys).size).toBe(expected);
      expect(keys.length).toBe(expected);
      expect(rerun.stdout).toContain(`ran ${expected - before} rollout(s), ${before} already done`);
    } finally {
      await server.close();
    }
  });
});
