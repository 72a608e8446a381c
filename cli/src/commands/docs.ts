// `kopa docs`: regenerates the tool tables in the READMEs from the tool declarations; `--check`
// fails when a README is out of date (a test runs the same comparison in CI).
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { replaceToolTable } from '@kopa/kit';
import { PLATFORMS } from '@kopa/servers';
import type { Command } from 'commander';

export const ROOT = resolve(import.meta.dirname, '../../..');

/** Every README with a generated block, and its text with the blocks regenerated. */
export function regenerateReadmes(): Array<{ path: string; current: string; next: string }> {
  const paths = [
    resolve(ROOT, 'README.md'),
    ...PLATFORMS.map((platform) => resolve(ROOT, 'servers', platform.id, 'README.md')),
  ];
  return paths.map((path) => {
    const current = readFileSync(path, 'utf8');
    let next = current;
    for (const platform of PLATFORMS) next = replaceToolTable(next, platform) ?? next;
    return { path, current, next };
  });
}

export function registerDocs(program: Command): void {
  program
    .command('docs')
    .description('regenerate the README tool tables from the tool schemas')
    .option('--check', 'fail if a README table is out of date instead of writing it')
    .action((flags: { check?: boolean }) => {
      const stale = regenerateReadmes().filter(({ current, next }) => current !== next);
      if (flags.check && stale.length > 0) {
        throw new Error(`out of date: ${stale.map(({ path }) => path).join(', ')}; run pnpm kopa docs`);
      }
      for (const { path, next } of stale) writeFileSync(path, next);
      console.log(
        flags.check ? 'README tool tables are up to date' : `README tool tables written (${stale.length} changed)`,
      );
    });
}
