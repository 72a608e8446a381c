// The oracle agent: replays the golden actions with real outputs (adding the key and paging as a
// careful agent would) and answers with the facts. It must score 1.0 on every task.
import { pageArgs } from '@kopa/kit';
import type { Fact } from '@kopa/tasks';
import { type Agent, textOf } from './types.ts';

export function renderFact(fact: Fact): string {
  const value = typeof fact.value === 'number' ? String(fact.value) : fact.value;
  return `${value}${fact.unit && fact.unit !== '건' ? ` ${fact.unit}` : (fact.unit ?? '')}`;
}

export function createOracleAgent(): Agent {
  return {
    name: 'oracle',
    async run({ task, tools, callTool }) {
      const keys = new Map<string, string>();
      const specs = new Map(tools.map((tool) => [tool.name, tool]));
      let steps = 0;
      for (const action of task.golden.actions) {
        const platform = action.tool.split('_')[0] ?? '';
        const spec = specs.get(action.tool);
        const args: Record<string, unknown> = { ...action.args };
        if (spec?.authParam && keys.has(platform)) args[spec.authParam] = keys.get(platform);
        const pages = action.allPages && spec?.paging ? spec.paging : undefined;
        for (let page = 0; ; page++) {
          const result = await callTool(action.tool, pages ? { ...args, ...pageArgs(pages, page) } : args);
          steps++;
          if (result.isError) throw new Error(`oracle: ${action.id} ${action.tool} failed: ${textOf(result)}`);
          const output = result.structuredContent as { key?: string; items?: unknown[]; totalCount?: number };
          if (/_api_key$/.test(action.tool) && output.key) keys.set(platform, output.key);
          if (!pages) break;
          const read = (page + 1) * pages.max;
          if ((output.items?.length ?? 0) === 0 || read >= (output.totalCount ?? 0)) break;
        }
      }
      const answer = `답: ${task.golden.answer.facts.map(renderFact).join(', ')}`;
      return { answer, messages: [], usage: { inputTokens: 0, outputTokens: 0 }, steps, errors: [], modelMs: 0 };
    },
  };
}

/** The no-op agent answers without calling any tool; it must score 0 on every task. */
export function createNoopAgent(): Agent {
  return {
    name: 'noop',
    async run() {
      return {
        answer: '도구를 쓰지 않고는 확인할 수 없습니다.',
        messages: [],
        usage: { inputTokens: 0, outputTokens: 0 },
        steps: 0,
        errors: [],
        modelMs: 0,
      };
    },
  };
}
