// 급식 알레르기 주의 목록 in the session's `user` state: the allergy numbers NEIS prints after each
// dish (1 난류 … 19 잣). A parent sets them once and checks DDISH_NM against them.
import { ToolError } from '@kopa/kit';
import { z } from 'zod';
import { ALLERGENS } from '../data/menu.ts';
import { neisTool } from './tool.ts';

const AllergyOutput = z.object({
  allergyWatch: z.array(z.number().int()).describe('알레르기 번호 (오름차순)'),
  allergens: z.array(z.string()).describe('번호에 해당하는 알레르기 유발식품명'),
  changed: z.boolean(),
});

const named = (numbers: readonly number[]) => numbers.map((number) => ALLERGENS[number - 1] ?? String(number));

export const setAllergyWatch = neisTool({
  name: 'neis_set_allergy_watch',
  title: '급식 알레르기 주의 설정',
  description:
    '급식 알레르기 주의 설정: 급식 메뉴(DDISH_NM) 괄호 안 알레르기 번호 중 주의할 번호를 저장합니다 (1 난류, 2 우유, 3 메밀, 4 땅콩, 5 대두, 6 밀, 7 고등어, 8 게, 9 새우, 10 돼지고기, 11 복숭아, 12 토마토, 13 아황산류, 14 호두, 15 닭고기, 16 쇠고기, 17 오징어, 18 조개류, 19 잣). 빈 목록은 해제입니다.\n' +
    "Replaces the session's meal-allergy watch list (allergy numbers 1–19 as printed in DDISH_NM); an empty list clears it.",
  input: z.object({
    allergens: z
      .array(z.number().int().min(1, 'allergy numbers run 1–19').max(19, 'allergy numbers run 1–19'))
      .max(19)
      .describe('알레르기 번호 목록, e.g. [1, 5] (난류, 대두)'),
  }),
  output: AllergyOutput,
  kind: 'write',
  effect: 'set',
  run(args, { state, updateUser }) {
    if (new Set(args.allergens).size !== args.allergens.length) {
      throw new ToolError('allergens lists a number twice; pass each allergy number once.', { parameter: 'allergens' });
    }
    const allergyWatch = [...args.allergens].sort((a, b) => a - b);
    const before = state.user.allergyWatch;
    const changed =
      before.length !== allergyWatch.length || before.some((value, index) => value !== allergyWatch[index]);
    if (changed) updateUser((user) => ({ ...user, allergyWatch }));
    return { allergyWatch, allergens: named(allergyWatch), changed };
  },
});

export const getAllergyWatch = neisTool({
  name: 'neis_get_allergy_watch',
  title: '급식 알레르기 주의 조회',
  description: "급식 알레르기 주의 조회: 저장된 알레르기 번호와 식품명.\nReads the session's meal-allergy watch list.",
  input: z.object({}),
  output: AllergyOutput,
  kind: 'read',
  run: (_args, { state }) => ({
    allergyWatch: [...state.user.allergyWatch],
    allergens: named(state.user.allergyWatch),
    changed: false,
  }),
});

export const ALLERGY_TOOLS = [setAllergyWatch, getAllergyWatch];
