// `kopa export-run` and `kopa verify-run` at the command line: an oracle run exported by run id and
// verified (exit 0, one `verified: …` line); a tampered bundle fails with one `kopa: not verified: …`
// line and exit 1; another grader version is a warning on stderr with exit 0.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { kopa } from './spawn-kopa.ts';

const scratch = mkdtempSync(join(tmpdir(), 'kopa-bundle-cli-'));
const runsDir = join(scratch, 'runs');

beforeAll(async () => {
  const run = await kopa([
    'eval',
    '--agent',
    'oracle',
    '--id',
    'finance-001',
    'finance-004',
    '--runs-dir',
    runsDir,
    '--run-id',
    'oracle',
  ]);
  expect(run.status).toBe(0);
}, 120_000);

describe.concurrent('kopa export-run and verify-run', () => {
  it('exports a run by id into <run>/bundle and verifies it', async () => {
    const exported = await kopa(['export-run', 'oracle', '--runs-dir', runsDir]);
    const bundle = join(runsDir, 'oracle', 'bundle');
    expect(exported).toMatchObject({ status: 0, stderr: '' });
    expect(exported.stdout).toMatch(
      new RegExp(
        `^exported oracle: 2 rollout\\(s\\) of 2 task\\(s\\), pass@1 100\\.0%, 0 infrastructure error\\(s\\), grader-[0-9a-f]{12} → ${bundle}\n$`,
      ),
    );
    expect(existsSync(join(bundle, 'manifest.json'))).toBe(true);
    const verified = await kopa(['verify-run', bundle]);
    expect(verified).toMatchObject({ status: 0, stderr: '' });
    expect(verified.stdout).toMatch(
      /^verified: oracle \(oracle\), 2 rollout\(s\) of 2 task\(s\), pass@1 100\.0%: checksums, schemas, summary and regrade \(grader-[0-9a-f]{12}\) agree\n$/,
    );
  });

  it('fails a tampered bundle with one line naming the mismatch, exit 1', async () => {
    const bundle = join(scratch, 'tampered');
    expect((await kopa(['export-run', join(runsDir, 'oracle'), '--out', bundle])).status).toBe(0);
    const path = join(bundle, 'trajectories.jsonl');
    writeFileSync(path, readFileSync(path, 'utf8').replace('"success":true', '"success":false'));
    const result = await kopa(['verify-run', bundle]);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^kopa: not verified: trajectories\.jsonl: checksum mismatch \(manifest\.json has sha256 [0-9a-f]{12}…, the file has [0-9a-f]{12}…\)\n$/,
    );
  });

  it('warns on another grader version and still verifies', async () => {
    const bundle = join(scratch, 'older');
    expect((await kopa(['export-run', 'oracle', '--runs-dir', runsDir, '--out', bundle])).status).toBe(0);
    const manifestPath = join(bundle, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    writeFileSync(manifestPath, JSON.stringify({ ...manifest, graderVersion: 'grader-000000000000' }));
    const result = await kopa(['verify-run', bundle]);
    expect(result.status).toBe(0);
    expect(result.stderr).toMatch(
      /^warning: graded with grader-000000000000, this KOPA grades with grader-[0-9a-f]{12}: the regrade gives the same verdicts and figures \(pass@1 100\.0% → 100\.0%, finance 100\.0%\)\n$/,
    );
    expect(result.stdout).toMatch(/^verified: oracle .*regraded with grader-[0-9a-f]{12} \(see the warning\)\n$/);
  });

  it('names a run it cannot find and a directory that is no bundle', async () => {
    const missing = await kopa(['export-run', 'nope', '--runs-dir', runsDir]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/^kopa: no run "nope": tried [^\n]+\n$/);
    const notBundle = await kopa(['verify-run', runsDir]);
    expect(notBundle.status).toBe(1);
    expect(notBundle.stderr).toBe(`kopa: not verified: ${runsDir} is not a bundle (no manifest.json)\n`);
  });
});
