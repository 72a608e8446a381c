// Scores a parsed trajectory with the evaluator's graders: its calls are replayed, in order, into a
// fresh in-process session bound to the task's state (so keys, faults, the call log and the final
// user state are real), then graded with gradeRollout and turned into one reward in [0, 1].
import { canonicalToolName, type Hub } from '@kopa/kit';
import { selectPlatforms } from '@kopa/servers';
import type { Task } from '@kopa/tasks';
import { createInProcessEnvironment, type SessionSnapshot, sessionSnapshot } from '../environment.ts';
import { genericParams } from '../generic.ts';
import { type Grades, gradeRollout } from '../grade/index.ts';
import { RewardRequestError, type Trajectory } from './trajectory.ts';

export interface Reward {
  /** 1 on success; otherwise 0.25 · environment · (response + action), which stays below 0.5. */
  score: number;
  components: {
    /** RESPONSE: the share of required facts found in the answer. */
    response: number;
    /** ENVIRONMENT: 1 when the final user state is exactly as expected, else 0. */
    environment: number;
    /** ACTION: F1 of golden actions matched by successful calls. */
    action: number;
  };
  /** The evaluator's success: RESPONSE ∧ ENVIRONMENT. */
  success: boolean;
  explanation: string;
}

export interface RewardScorer {
  taskIds: readonly string[];
  score(options: { taskId: string; trajectory: Trajectory }): Promise<Reward>;
  close(): Promise<void>;
}

/**
 * The reward of a graded trajectory. Success is the only way to 1, and every failure scores below
 * 0.5, so no amount of partial credit outranks a success. ENVIRONMENT gates the partial credit: a
 * wrong or missing write, or a write on a read task, earns nothing. Within that, facts found and
 * actions matched (F1, so spamming calls costs precision) count equally.
 */
export function rewardOf(grades: Grades, notes: readonly string[] = []): Reward {
  const components = {
    response: grades.response.score,
    environment: grades.environment.passed ? 1 : 0,
    action: grades.action.f1,
  };
  const score = grades.success ? 1 : 0.25 * components.environment * (components.response + components.action);
  const mark = (passed: boolean) => (passed ? 'pass' : 'fail');
  const explanation = [
    `RESPONSE ${mark(grades.response.passed)}: ${grades.response.explanation}`,
    `ENVIRONMENT ${mark(grades.environment.passed)}: ${grades.environment.explanation}`,
    `ACTION F1 ${grades.action.f1.toFixed(2)}: ${grades.action.explanation}`,
    ...(notes.length ? [`REPLAY: ${notes.join('; ')}`] : []),
  ].join('\n');
  return { score, components, success: grades.success, explanation };
}

/** What the grader needs of a session: its call log, outputs and every platform's `user` state. */
export function readSession(hub: Hub, token: string): SessionSnapshot {
  const view = hub.getSession(token);
  if (!view) throw new Error(`session ${token} vanished`);
  return sessionSnapshot(view, hub.getResults(token) ?? []);
}

/** Grades an answer against what a session really did: its own call log, outputs and final state. */
export function gradeSession(options: {
  task: Task;
  answer: string;
  initialUser: Record<string, unknown>;
  final: SessionSnapshot;
  generic: (tool: string) => ReadonlySet<string>;
  notes?: readonly string[];
}): Reward {
  const grades = gradeRollout({
    task: options.task,
    answer: options.answer,
    calls: options.final.calls,
    results: options.final.results,
    initialUser: options.initialUser,
    finalUser: options.final.user,
    generic: options.generic,
  });
  return rewardOf(grades, options.notes);
}

/**
 * Replays a trajectory's calls, in order, into a fresh session of `hub` bound to the task's state,
 * then grades it. Tool outputs in the trajectory are never trusted: the replay recomputes them.
 */
export async function scoreReplay(options: {
  hub: Hub;
  task: Task;
  trajectory: Trajectory;
  generic: (tool: string) => ReadonlySet<string>;
}): Promise<Reward> {
  const { hub, task, trajectory } = options;
  const { token } = hub.createSession({ state: task.state });
  try {
    const initial = readSession(hub, token);
    const offered = new Set(task.tools);
    const notes: string[] = [];
    for (const [index, call] of trajectory.calls.entries()) {
      const name = canonicalToolName(call.name, offered);
      const label = `call ${index + 1}${call.name ? ` ${call.name}` : ''}`;
      if (call.malformed) notes.push(`${label}: ${call.malformed}`);
      // Like a rollout: a tool the task does not offer is refused before it reaches the servers.
      if (!name || !offered.has(name)) {
        if (name) notes.push(`${label}: not offered by this task, refused without a call`);
        continue;
      }
      await hub.callTool({ token, platform: name.split('_')[0] ?? '', name, args: call.args });
    }
    return gradeSession({
      task,
      answer: trajectory.answer,
      initialUser: initial.user,
      final: readSession(hub, token),
      generic: options.generic,
      notes,
    });
  } finally {
    hub.deleteSession(token);
  }
}

export async function createRewardScorer(tasks: readonly Task[]): Promise<RewardScorer> {
  if (tasks.length === 0) throw new Error('no tasks to score: pass a benchmark directory or a tasks.jsonl');
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const platforms = selectPlatforms([...new Set(tasks.flatMap((task) => task.platforms))]);
  const environment = await createInProcessEnvironment(platforms);
  const generic = genericParams(platforms);

  return {
    taskIds: [...byId.keys()],
    async score({ taskId, trajectory }) {
      const task = byId.get(taskId);
      if (!task) {
        throw new RewardRequestError(
          `unknown task_id "${taskId}"; this server has ${byId.size} task(s) (GET /tasks lists them)`,
        );
      }
      return scoreReplay({ hub: environment.hub, task, trajectory, generic });
    },
    close: () => environment.close(),
  };
}
