// `kopa export-run <run>` writes a run as a submission bundle; `kopa verify-run <bundle>` checks one
// (schemas, checksums, a regrade with the current grader) and exits 0 with one `verified: …` line,
// or 1 with one `kopa: not verified: …` line naming the first mismatch. Warnings go to stderr.
import { resolve } from 'node:path';
import { exportRun, genericParams, verifyBundle } from '@kopa/evaluator';
import { PLATFORMS } from '@kopa/servers';
import { loadTasks } from '@kopa/tasks';
import type { Command } from 'commander';
import { ROOT } from './docs.ts';

const percent = (value: number) => (Number.isFinite(value) ? `${(value * 100).toFixed(1)}%` : 'n/a');

const taskSet = (path: string | undefined) => loadTasks(path ? { source: resolve(path) } : {});

export function registerBundle(program: Command): void {
  program
    .command('export-run')
    .description('write a run as a submission bundle: manifest, summary, trajectories.jsonl, JSON Schemas, README')
    .argument('<run>', 'run directory or run id')
    .option('--out <dir>', 'bundle directory (default: <run directory>/bundle)')
    .option('--runs-dir <dir>', 'where run ids are looked up', resolve(ROOT, 'runs'))
    .option('--tasks <path>', "the run's task directory or file (default: the benchmark)")
    .option('--allow-incomplete', 'export a run that lacks some (task, rollout, seed)')
    .action((run: string, flags: { out?: string; runsDir: string; tasks?: string; allowIncomplete?: boolean }) => {
      const tasks = taskSet(flags.tasks);
      const generic = genericParams(PLATFORMS);
      const runsDir = resolve(flags.runsDir);
      const result = exportRun({
        run,
        runsDir,
        ...(flags.out ? { out: resolve(flags.out) } : {}),
        tasks,
        generic,
        ...(flags.allowIncomplete ? { allowIncomplete: true } : {}),
      });
      for (const warning of result.warnings) console.error(`warning: ${warning}`);
      const { manifest, summary } = result;
      console.log(
        `exported ${manifest.run.runId}: ${manifest.records} rollout(s) of ${manifest.tasks.length} task(s), pass@1 ${percent(summary.overall.pass1)}, ${summary.infraErrors.count} infrastructure error(s), ${manifest.graderVersion} → ${result.out}`,
      );
    });

  program
    .command('verify-run')
    .description('check a bundle: schemas, checksums, and a regrade of every rollout against summary.json')
    .argument('<bundle>', 'bundle directory')
    .option('--tasks <path>', "the run's task directory or file (default: the benchmark)")
    .action((bundle: string, flags: { tasks?: string }) => {
      const result = verifyBundle({
        directory: resolve(bundle),
        tasks: taskSet(flags.tasks),
        generic: genericParams(PLATFORMS),
      });
      for (const warning of result.warnings) console.error(`warning: ${warning}`);
      if (!result.ok) throw new Error(result.message);
      console.log(result.message);
    });
}
