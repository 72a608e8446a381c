// The claim rules through real rollouts: an agent makes the golden calls (or none) in a real session
// and answers with a given text; the README's worked examples are these cases.
import { selectPlatforms } from '@kopa/servers';
import { loadTasks } from '@kopa/tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayGolden, scriptedResult } from '../src/agents/oracle.ts';
import type { Agent } from '../src/agents/types.ts';
import { createInProcessEnvironment, type Environment } from '../src/environment.ts';
import { runRollout } from '../src/rollout.ts';

const tasks = loadTasks({
  ids: ['district-003', 'traffic-022', 'education-001', 'district-006', 'district-007', 'finance-018', 'finance-026'],
});
let environment: Environment;
beforeAll(async () => {
  environment = await createInProcessEnvironment(
    selectPlatforms([...new Set(tasks.flatMap((task) => task.platforms))]),
  );
});
afterAll(() => environment.close());

const answering = (answer: string, calls: boolean): Agent => ({
  name: 'scripted-answer',
  async run({ task, tools, callTool }) {
    const { steps } = calls ? await replayGolden({ task, tools, callTool, strict: true }) : { steps: 0 };
    return scriptedResult(answer, steps);
  },
});

async function grade(taskId: string, answer: string, calls = true) {
  const task = tasks.find((candidate) => candidate.id === taskId);
  if (!task) throw new Error(`no task ${taskId}`);
  const record = await runRollout({ environment, task, agent: answering(answer, calls), rollout: 0, seed: 0 });
  return record.grades;
}

const district =
  '성남시는 사상자 137명, 사망자 3명이고 용인시는 148명, 4명, 남양주시는 128명, 6명입니다. 사망자는 남양주시가 가장 많습니다.';

describe('claims in real rollouts', () => {
  it.each([
    ['district-003', district, true, /stated for their subjects and grounded/],
    [
      'district-003',
      district.replace('137명', '148명').replace('용인시는 148명', '용인시는 137명'),
      false,
      /137명 \(성남시\) is stated for 용인시/,
    ],
    ['district-003', district.replace('남양주시가 가장', '성남시가 가장'), false, /names "성남시" as the one/],
    ['district-003', `${district} 다만 성남시 사망자는 4명일 수도 있습니다.`, false, /hedged/],
    ['traffic-022', '잠실역에서 18시 02분에 출발해 시청역에는 오후 6시 29분에 도착합니다.', true, /grounded/],
    ['traffic-022', '잠실역에서 8시 02분에 출발해 시청역에는 18시 29분에 도착합니다.', false, /not stated/],
    ['education-001', '가락초등학교는 이틀이었고, 5월 14일(목)과 15일(금)이었습니다.', true, /grounded/],
    [
      'district-006',
      '금요일에도 자료실을 여는 도서관은 3곳이고, 그중 군포중앙도서관의 국내서 장서가 216,461권으로 가장 많습니다.',
      true,
      /grounded/,
    ],
    // A count over the saved list stated as one library's own value.
    ['district-006', '군포중앙도서관: 3곳, 국내서 216,461권으로 가장 많습니다.', false, /군포중앙도서관's value/],
    ['district-007', '의정부시입니다. 전기차 충전소는 54곳입니다.', true, /grounded/],
    ['district-007', '의정부시입니다. 다만 양주시일 수도 있습니다. 충전소는 54곳입니다.', false, /offers "다만 양주시/],
    [
      'district-007',
      '의정부시입니다. 양주시일 수 있습니다. 동물병원은 54곳입니다.',
      false,
      /offers "양주시일 수 있습니다/,
    ],
    ['district-007', '의정부시(혹은 양주시)입니다. 54곳입니다.', false, /one of several answers/],
    ['district-007', '의정부시로 보이나 양주시일 가능성도 있습니다. 54곳입니다.', false, /as a possibility/],
    ['district-007', '아마 의정부시일 겁니다. 동물병원은 54곳입니다.', true, /grounded/],
    [
      'finance-018',
      'SK하이닉스, 코스피는 각각 1.58% 하락, 0.57% 하락했고 초과수익률은 −1.01%p입니다.',
      true,
      /grounded/,
    ],
    ['finance-026', '삼성전자 12건, SK하이닉스 13건으로 SK하이닉스가 더 많습니다.', true, /grounded/],
    [
      'finance-026',
      '삼성전자 12건, SK하이닉스 13건으로 SK하이닉스가 더 많습니다. 다만 삼성전자도 13건일 수도 있습니다.',
      false,
      /hedged/,
    ],
  ] as const)('%s: %s → %s', async (taskId, answer, passed, why) => {
    const grades = await grade(taskId, answer);
    expect(grades?.success, grades?.response.explanation).toBe(passed);
    expect(grades?.response.explanation).toMatch(why);
  });

  it('fails the right answer with no calls as ungrounded, and keeps the claims-only figure beside it', async () => {
    const grades = await grade('district-003', district, false);
    expect(grades?.success).toBe(false);
    expect(grades?.claimedSuccess).toBe(true);
    expect(grades?.response.explanation).toMatch(/not grounded/);
  });
});
