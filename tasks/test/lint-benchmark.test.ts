// CI's run of the task-set lint: the benchmark, with the golden plans replayed, judged against
// tasks/lint-accepted.json. Every finding must be fixed or justified there, and no entry may be
// stale, so a new task or a data change that opens a finding fails CI until it is fixed or judged.
import { describe, expect, it } from 'vitest';
import { ACCEPTED_FILE, judgeFindings, LINT_CHECKS, lintTasks, loadAccepted, loadTasks } from '../src/index.ts';

describe('the task-set lint on the benchmark', () => {
  it('has no open finding and no stale acceptance', { timeout: 120_000 }, async () => {
    const tasks = loadTasks();
    const findings = await lintTasks(tasks);
    const accepted = loadAccepted(ACCEPTED_FILE);
    const judged = judgeFindings({
      findings,
      accepted,
      tasks: tasks.map((task) => task.id),
      checks: LINT_CHECKS.map((check) => check.name),
    });
    expect(judged.open.map((finding) => `${finding.task} ${finding.check}: ${finding.message}`)).toEqual([]);
    expect(judged.stale).toEqual([]);
    // The accepted file is what keeps this green: without it the same findings are open.
    const bare = judgeFindings({
      findings,
      accepted: {},
      tasks: tasks.map((task) => task.id),
      checks: LINT_CHECKS.map((check) => check.name),
    });
    expect(bare.open.length).toBe(Object.values(accepted).reduce((sum, checks) => sum + Object.keys(checks).length, 0));
  });
});
