// `kopa docs`: regenerates the tool tables in the READMEs from the tool declarations; `--check`
// fails when a README is out of date (CI runs the same comparison as a test).
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { replaceToolTable, toolTable } from '@kopa/kit';
import { PLATFORMS } from '@kopa/servers';
import type { Command } from 'commander';

export const ROOT = resolve(import.meta.dirname, '../../..');

/** Each README that carries a generated tool table, with the platform it shows. */
export function readmeTargets() {
  return PLATFORMS.map((platform) => ({ platform, path: resolve(ROOT, 'servers', platform.id, 'README.md') }));
}

export function registerDocs(program: Command): void {
  program
    .command('docs')
    .description('regenerate the README tool tables from the tool schemas')
    .option('--check', 'fail if a README table is out of date instead of writing it')
    .action((flags: { check?: boolean }) => {
      const stale: string[] = [];
      for (const { platform, path } of readmeTargets()) {
        const current = readFileSync(path, 'utf8');
        const next = replaceToolTable(current, toolTable(platform));
        if (next === current) continue;
        if (flags.check) stale.push(path);
        else writeFileSync(path, next);
      }
      if (stale.length > 0) throw new Error(`out of date: ${stale.join(', ')}; run pnpm kopa docs`);
      console.log(flags.check ? 'README tool tables are up to date' : 'README tool tables written');
    });
}
