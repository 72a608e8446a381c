// The oracle agent: replays the golden actions with real outputs (adding the key and paging as a
// careful agent would) and answers with the facts. It must score 1.0 on every task.
import { pageArgs } from '@kopa/kit';
import type { Fact, GoldenAction, Task } from '@kopa/tasks';
import { type Agent, type AgentContext, type ToolSpec, textOf } from './types.ts';

export function renderFact(fact: Fact): string {
  const value = typeof fact.value === 'number' ? String(fact.value) : fact.value;
  return `${value}${fact.unit && fact.unit !== '건' ? ` ${fact.unit}` : (fact.unit ?? '')}`;
}

/** The facts as an answer: one line per fact, each stated for its subject. */
export function renderAnswer(facts: readonly Fact[]): string {
  return facts.map((fact) => `- ${fact.subject ? `${fact.subject}: ` : ''}${renderFact(fact)}`).join('\n');
}

/**
 * Replays the golden actions with real outputs, adding the key and paging as a careful agent would.
 * `key` replaces every key the session hands out (the wrong-key attack). With `parallel`, every
 * action whose dependencies are done is called at once, as a model making parallel tool calls does.
 * Returns the successful outputs.
 */
export async function replayGolden(options: {
  task: Task;
  tools: readonly ToolSpec[];
  callTool: AgentContext['callTool'];
  key?: string;
  /** Throw on a failed call (the oracle) or carry on (attacks). */
  strict?: boolean;
  parallel?: boolean;
}): Promise<{ steps: number; outputs: Record<string, unknown>[] }> {
  const { task, callTool } = options;
  const keys = new Map<string, string>();
  const specs = new Map(options.tools.map((tool) => [tool.name, tool]));
  const outputs: Record<string, unknown>[] = [];
  let steps = 0;
  const replay = async (action: GoldenAction) => {
    const platform = action.tool.split('_')[0] ?? '';
    const spec = specs.get(action.tool);
    const args: Record<string, unknown> = { ...action.args };
    if (spec?.authParam && (options.key || keys.has(platform)))
      args[spec.authParam] = options.key ?? keys.get(platform);
    const pages = action.allPages && spec?.paging ? spec.paging : undefined;
    // A paged read the plan made at the largest page size is read the same way.
    if (!pages && spec?.paging) Object.assign(args, pageArgs(spec.paging, 0));
    for (let page = 0; ; page++) {
      const result = await callTool(action.tool, pages ? { ...args, ...pageArgs(pages, page) } : args);
      steps++;
      if (result.isError) {
        if (options.strict) throw new Error(`oracle: ${action.id} ${action.tool} failed: ${textOf(result)}`);
        break;
      }
      const output = result.structuredContent as { key?: string; items?: unknown[]; totalCount?: number };
      outputs.push(output as Record<string, unknown>);
      if (/_api_key$/.test(action.tool) && output.key) keys.set(platform, output.key);
      if (!pages) break;
      const read = (page + 1) * pages.max;
      if ((output.items?.length ?? 0) === 0 || read >= (output.totalCount ?? 0)) break;
    }
  };
  if (!options.parallel) {
    for (const action of task.golden.actions) await replay(action);
    return { steps, outputs };
  }
  // Waves: every action whose `after` is done runs at once.
  const done = new Set<string>();
  let pending = [...task.golden.actions];
  while (pending.length > 0) {
    const ready = pending.filter((action) => action.after.every((id) => done.has(id)));
    if (ready.length === 0) throw new Error(`oracle: ${task.id} has actions whose dependencies never complete`);
    await Promise.all(ready.map(replay));
    for (const action of ready) done.add(action.id);
    pending = pending.filter((action) => !ready.includes(action));
  }
  return { steps, outputs };
}

/** An agent's result with no model behind it. */
export const scriptedResult = (answer: string, steps: number) => ({
  answer,
  messages: [],
  usage: { inputTokens: 0, outputTokens: 0 },
  steps,
  errors: [],
  modelMs: 0,
});

/** The golden calls and answer; `parallel` makes every independent call at once. */
export function createOracleAgent(options: { parallel?: boolean } = {}): Agent {
  return {
    name: options.parallel ? 'oracle-parallel' : 'oracle',
    async run({ task, tools, callTool }) {
      const { steps } = await replayGolden({
        task,
        tools,
        callTool,
        strict: true,
        parallel: options.parallel ?? false,
      });
      return scriptedResult(renderAnswer(task.golden.answer.facts), steps);
    },
  };
}

/** The no-op agent answers without calling any tool; it must score 0 on every task. */
export function createNoopAgent(): Agent {
  return {
    name: 'noop',
    async run() {
      return scriptedResult('도구를 쓰지 않고는 확인할 수 없습니다.', 0);
    },
  };
}
