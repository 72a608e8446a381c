import { describe, expect, it } from 'vitest';
import { createFaultCounters, type FaultRule, nextFault } from '../src/index.ts';

function run(rules: FaultRule[], tools: string[], dailyQuota?: number) {
  const counters = createFaultCounters();
  return tools.map((tool) => nextFault({ rules, counters, tool, dailyQuota }) ?? '-');
}

describe('fault injection', () => {
  it.each([
    [
      'nth on one tool counts that tool only',
      [{ tool: 'a', kind: 'rate_limit', nth: [2] }],
      ['a', 'b', 'a', 'a'],
      ['-', '-', 'rate_limit', '-'],
    ],
    [
      'every n-th call of any tool',
      [{ kind: 'timeout', every: 2 }],
      ['a', 'b', 'a', 'b'],
      ['-', 'timeout', '-', 'timeout'],
    ],
    ['times caps a rule', [{ kind: 'server_error', times: 2 }], ['a', 'a', 'a'], ['server_error', 'server_error', '-']],
    [
      'the first matching rule wins',
      [{ kind: 'timeout', nth: [1] }, { kind: 'rate_limit' }],
      ['a', 'a'],
      ['timeout', 'rate_limit'],
    ],
  ] as const)('%s', (_label, rules, tools, expected) => {
    expect(run([...rules] as FaultRule[], [...tools])).toEqual(expected);
  });

  it('rate-limits calls past the daily quota', () => {
    expect(run([], ['a', 'a', 'a'], 2)).toEqual(['-', '-', 'rate_limit']);
  });
});
