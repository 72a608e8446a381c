// The `human` agent on its own: it makes the recorded calls through the rollout's callTool, reports a
// tool it was not offered as the openai agent does, writes the conversation in OpenAI chat form, and
// refuses a replay whose result differs from the one the solver was shown.
import { selectPlatforms } from '@kopa/servers';
import { loadTasks, type Task } from '@kopa/tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHumanAgent, createInProcessEnvironment, type Environment, runRollout } from '../src/index.ts';

const [task] = loadTasks({ ids: ['finance-001'] }) as [Task];
let environment: Environment;
beforeAll(async () => {
  environment = await createInProcessEnvironment(selectPlatforms(task.platforms));
});
afterAll(() => environment.close());

const rollout = (agent: ReturnType<typeof createHumanAgent>) =>
  runRollout({ environment, task, agent, rollout: 0, seed: 0 });

describe('the human agent', () => {
  it('makes the recorded calls in order and answers with the recorded answer', async () => {
    const record = await rollout(
      createHumanAgent({
        calls: [
          { tool: 'dart_get_api_key', args: {} },
          {
            tool: 'dart_search_corp_code',
            args: { crtfc_key: 'a1b2c3d4e5f60718293a4b5c6d7e8f9001122334', corp_name: '삼성전자' },
          },
        ],
        answer: '모르겠습니다.',
      }),
    );
    expect(record).toMatchObject({ agent: 'human', answer: '모르겠습니다.', steps: 3, agentErrors: [] });
    expect(record.calls.map((call) => [call.tool, call.ok])).toEqual([
      ['dart_get_api_key', true],
      ['dart_search_corp_code', true],
    ]);
    const messages = record.trajectory?.messages ?? [];
    expect(messages.map((message) => message.role)).toEqual([
      'system',
      'user',
      'assistant',
      'tool',
      'assistant',
      'tool',
      'assistant',
    ]);
    expect(messages[1]).toEqual({ role: 'user', content: task.query });
    expect(messages[4]).toMatchObject({
      tool_calls: [
        { id: 'call_2', function: { name: 'dart_search_corp_code', arguments: expect.stringContaining('삼성전자') } },
      ],
    });
    expect(JSON.parse(String(messages[5]?.content))).toMatchObject({ items: [{ corp_code: '00126380' }] });
    expect(record.trajectory?.turns.map((turn) => turn.message)).toEqual([2, 4, 6]);
    expect(record.grades?.success).toBe(false);
  });

  it('reports a tool it was not offered as unknown_tool and never calls it', async () => {
    const record = await rollout(
      createHumanAgent({ calls: [{ tool: 'dart_get_major_shareholders', args: {} }], answer: '없음' }),
    );
    expect(record.calls).toEqual([]);
    expect(record.agentErrors).toEqual([
      {
        type: 'unknown_tool',
        message: expect.stringMatching(/^dart_get_major_shareholders: .*Available tools: .*dart_get_api_key/),
      },
    ]);
    expect(record.trajectory?.messages[3]).toMatchObject({
      role: 'tool',
      content: expect.stringMatching(/unavailable tool/),
    });
  });

  it('ends the rollout in a harness error when a replayed result differs from the one shown', async () => {
    const record = await rollout(
      createHumanAgent({ calls: [{ tool: 'dart_get_api_key', args: {}, shown: '0'.repeat(64) }], answer: 'x' }),
    );
    expect(record.grades).toBeUndefined();
    expect(record.infraError).toMatchObject({
      type: 'harness',
      message: expect.stringMatching(/call 1 \(dart_get_api_key\) returned another result/),
    });
  });
});
