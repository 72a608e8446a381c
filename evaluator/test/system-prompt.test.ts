// The system prompt tells the model the session's current date and time, in Korean and Seoul time,
// from the task's frozen clock: formatted by hand, so every machine says the same.
import { DEFAULT_NOW, describeNow } from '@kopa/kit';
import { loadTasks, type Task } from '@kopa/tasks';
import { describe, expect, it } from 'vitest';
import { currentDateLine } from '../src/agents/now.ts';
import { createOpenAIAgent, DEFAULT_SYSTEM_PROMPT } from '../src/agents/openai.ts';
import { startScriptedServer } from '../src/testing/scripted-server.ts';

const tasks = new Map(
  loadTasks({ ids: ['education-015', 'education-016', 'education-017', 'education-020'] }).map((task) => [
    task.id,
    task,
  ]),
);
const task = (id: string) => tasks.get(id) as Task;

describe('describeNow', () => {
  it.each([
    ['the default clock', DEFAULT_NOW, '현재 시각: 2026년 9월 1일 (화) 오전 10:00 (KST, Asia/Seoul)'],
    [
      'an afternoon, hours not padded',
      '2026-09-02T14:30:00+09:00',
      '현재 시각: 2026년 9월 2일 (수) 오후 2:30 (KST, Asia/Seoul)',
    ],
    ['noon as 오후 12', '2026-09-01T12:05:00+09:00', '현재 시각: 2026년 9월 1일 (화) 오후 12:05 (KST, Asia/Seoul)'],
    ['midnight as 오전 12', '2026-09-01T00:00:00+09:00', '현재 시각: 2026년 9월 1일 (화) 오전 12:00 (KST, Asia/Seoul)'],
    [
      'UTC converted to KST, across midnight',
      '2026-08-31T15:30:00Z',
      '현재 시각: 2026년 9월 1일 (화) 오전 12:30 (KST, Asia/Seoul)',
    ],
    [
      'a negative offset converted, across the year',
      '2026-12-31T12:00:00-05:00',
      '현재 시각: 2027년 1월 1일 (금) 오전 2:00 (KST, Asia/Seoul)',
    ],
    [
      'an offset without a colon and fractional seconds',
      '2026-11-20T01:00:00.250+0000',
      '현재 시각: 2026년 11월 20일 (금) 오전 10:00 (KST, Asia/Seoul)',
    ],
    ['a leap day', '2028-02-29T09:00:00+09:00', '현재 시각: 2028년 2월 29일 (화) 오전 9:00 (KST, Asia/Seoul)'],
    ['a Sunday', '2026-09-06T18:45:00+09:00', '현재 시각: 2026년 9월 6일 (일) 오후 6:45 (KST, Asia/Seoul)'],
  ])('says %s', (_name, iso, line) => {
    expect(describeNow(iso)).toBe(line);
  });

  it('rejects a time without an offset, which names no instant', () => {
    expect(() => describeNow('2026-09-01T10:00:00')).toThrow(/ISO 8601 date-time with an offset/);
  });
});

describe('currentDateLine', () => {
  it.each<[string, Pick<Task, 'platforms' | 'state'>, string]>([
    ['the default clock for a task that sets none', task('education-015'), '2026년 9월 1일 (화) 오전 10:00'],
    ["a task's injected clock", task('education-020'), '2026년 9월 2일 (수) 오후 2:30'],
    ["another task's injected clock", task('education-017'), '2026년 11월 20일 (금) 오전 10:00'],
    ['the shared clock of a two-platform task', task('education-016'), '2026년 7월 1일 (수) 오전 10:00'],
    [
      "the first platform's clock when platforms disagree",
      {
        ...task('education-016'),
        state: {
          hrdkorea: { clock: { now: '2026-07-01T10:00:00+09:00' } },
          neis: { clock: { now: '2026-03-02T08:00:00+09:00' } },
        },
      },
      '2026년 3월 2일 (월) 오전 8:00',
    ],
    [
      'a clock in UTC, said in Seoul time',
      { platforms: ['neis'], state: { neis: { clock: { now: '2026-09-01T23:10:00Z' } } } },
      '2026년 9월 2일 (수) 오전 8:10',
    ],
  ])('uses %s', (_name, target, date) => {
    expect(currentDateLine(target)).toBe(`현재 시각: ${date} (KST, Asia/Seoul)`);
  });
});

describe('the openai agent', () => {
  it("ends the system message it sends with the session's date line", async () => {
    const target = task('education-020');
    const server = await startScriptedServer({ scripts: { [target.query]: [{ content: () => '확인했습니다.' }] } });
    try {
      const agent = createOpenAIAgent({ baseURL: server.url, model: 'scripted', apiKey: 'test', retryBaseDelayMs: 1 });
      const result = await agent.run({
        task: target,
        tools: [],
        callTool: async () => ({ content: [], isError: true }),
        seed: 0,
        rollout: 0,
        signal: AbortSignal.timeout(10_000),
      });
      expect(result.answer).toBe('확인했습니다.');
      expect(server.requests[0]?.messages[0]).toEqual({
        role: 'system',
        content: `${DEFAULT_SYSTEM_PROMPT}\n\n현재 시각: 2026년 9월 2일 (수) 오후 2:30 (KST, Asia/Seoul)`,
      });
    } finally {
      await server.close();
    }
  });
});
