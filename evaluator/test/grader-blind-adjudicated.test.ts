// The blind answers of tasks/review/blind-solve-2026-12.json that a careful human grader passes and
// the grader refused (the review's adjudication): each must pass the claim rules, and a hedged or
// sprayed variant of it must still fail. The answers are read from the review file itself.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadTasks, observe, type Task } from '@kopa/tasks';
import { describe, expect, it } from 'vitest';
import { gradeResponse } from '../src/grade/response.ts';

const review = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../tasks/review/blind-solve-2026-12.json'), 'utf8'),
) as { tasks: Array<{ task: string; blind: { answer: string } }> };
const tasks = new Map(loadTasks().map((task) => [task.id, task]));
const taskOf = (id: string) => tasks.get(id) as Task;
const blind = (id: string) => review.tasks.find((entry) => entry.task === id)?.blind.answer ?? '';
const grade = (id: string, answer: string) => gradeResponse({ task: taskOf(id), answer });

describe('a value under a label of its own is that label’s, not a second candidate', () => {
  it('passes a vote tally: 재적 and 투표 are not 찬성 (politics-003, -010, -020)', () => {
    for (const id of ['politics-003', 'politics-010', 'politics-020']) {
      const result = grade(id, blind(id));
      expect(result.explanation, id).toMatch(/^all \d+ facts/);
    }
  });

  it('still refuses several bare values for 찬성 in one breath', () => {
    const answer = blind('politics-003').replace('찬성 103표', '찬성 102표, 103표, 104표');
    expect(grade('politics-003', answer).explanation).toMatch(/lists 3 values for 찬성|hedged/);
  });

  it('passes each session’s own tally beside its 반대 count (politics-013)', () => {
    expect(grade('politics-013', blind('politics-013')).passed).toBe(true);
    const sprayed = blind('politics-013').replace('→ 반대 135표', '→ 135표, 136표, 137표');
    expect(grade('politics-013', sprayed).passed).toBe(false);
  });

  it('passes dates named by their events (politics-011) and members’ own counts (politics-015)', () => {
    expect(grade('politics-011', blind('politics-011')).passed).toBe(true);
    expect(grade('politics-015', blind('politics-015')).passed).toBe(true);
    const bare = blind('politics-011').replace(
      '2026-05-20 발의, 2026-05-25 산업통상자원중소벤처기업위원회 회부, 2026-06-22 소관위 상정',
      '2026-06-21, 2026-06-22, 2026-06-23',
    );
    expect(grade('politics-011', bare).explanation).toMatch(/lists 3 values for 벤처기업육성/);
  });

  it('does not excuse labelled values the session never read', () => {
    // A session that read the tally without 재적 300 and 투표 257: the labels excuse nothing.
    const observed = observe([{ yes: 103, no: 141, abstain: 13, absent: 43 }]);
    const result = gradeResponse({ task: taskOf('politics-003'), answer: blind('politics-003'), observed });
    expect(result.explanation).toMatch(/lists \d+ values for 찬성 in one breath \(103표 \(찬성\), 300명/);
  });

  it('passes a total labelled 반대 or 기권 beside parties’ counts (politics-004, politics-021)', () => {
    expect(grade('politics-004', blind('politics-004')).passed).toBe(true);
    expect(grade('politics-021', blind('politics-021')).passed).toBe(true);
    const hedged = blind('politics-004').replace('개혁신당 1명(백숙윤)', '개혁신당 1명 또는 3명(백숙윤)');
    expect(grade('politics-004', hedged).passed).toBe(false);
  });
});

describe('a breakdown is not a hedge', () => {
  it('passes the parts of a sum that adds up to the fact (finance-021, politics-007)', () => {
    expect(grade('finance-021', blind('finance-021')).passed).toBe(true);
    expect(grade('politics-007', blind('politics-007')).passed).toBe(true);
    const hedged = blind('finance-021').replace('모두 5곳입니다(은행 1곳 + 은행 외 4곳)', '모두 5곳 또는 4곳입니다');
    expect(grade('finance-021', hedged).passed).toBe(false);
    const unsummed = blind('politics-007').replace('모두 12건입니다', '모두 11건, 12건, 13건입니다');
    expect(grade('politics-007', unsummed).passed).toBe(false);
  });

  it('passes terms in parentheses after another fact’s value (politics-025)', () => {
    expect(grade('politics-025', blind('politics-025')).passed).toBe(true);
    const hedged = blind('politics-025').replace(
      '처음 국회에 들어온 것은 제19대 국회',
      '처음 국회에 들어온 것은 제19대 또는 제22대 국회',
    );
    expect(grade('politics-025', hedged).passed).toBe(false);
  });

  it('passes a count under a stated change of scope (politics-006), not a bare second count', () => {
    expect(grade('politics-006', blind('politics-006')).passed).toBe(true);
    const hedged = blind('politics-006').replace(
      '(대표발의자 백문림 의원 포함 시 국민의힘 11명)',
      '국민의힘은 11명일 수도 있습니다.',
    );
    expect(grade('politics-006', hedged).passed).toBe(false);
    const listed = blind('politics-006').replace('국민의힘 10명(', '국민의힘 10명, 11명, 9명(');
    expect(grade('politics-006', listed).passed).toBe(false);
  });
});

describe('a tally or a kept record is not an extra list item', () => {
  it('passes 기권 in the tally beside the members’ own votes (politics-003)', () => {
    expect(grade('politics-003', blind('politics-003')).passed).toBe(true);
    const listed = blind('politics-003').replace('화성시병) – 반대', '화성시병) – 반대, 기권');
    expect(grade('politics-003', listed).explanation).toMatch(/also lists "기권"/);
  });

  it('passes restaurants kept as they were beside the ones removed (district-017)', () => {
    expect(grade('district-017', blind('district-017')).passed).toBe(true);
    const extra = '폐업 3곳 삭제: 신촌회센터(과천), 오남냉면(남양주), 태평마라탕';
    expect(grade('district-017', extra).explanation).toMatch(/also lists "태평마라탕"/);
  });
});

describe('a month and day written with a slash is a date', () => {
  it('passes "63,400원(8/28)" (finance-029) and still refuses "63,400원/63,500원"', () => {
    expect(grade('finance-029', blind('finance-029')).passed).toBe(true);
    const hedged = blind('finance-029').replace('63,400원(8/28)', '63,400원/63,500원');
    expect(grade('finance-029', hedged).passed).toBe(false);
  });

  it('reads 5/14 and 5/15 as the meal days (education-001, education-011)', () => {
    expect(grade('education-001', blind('education-001')).passed).toBe(true);
    expect(grade('education-011', blind('education-011')).passed).toBe(true);
    const ratio = '2일: 5/14(치즈불닭)';
    expect(grade('education-001', ratio).passed).toBe(false);
  });
});
