// 관심학교 kept in the session's `user` state: NEIS has no such API, but a parent would keep one,
// and write tasks grade the state it leaves. A school is checked against schoolInfo first.
import { ToolError, UpstreamError } from '@kopa/kit';
import { z } from 'zod';
import { FavoriteSchool, KEY, SCHOOL, SD_SCHUL_CODE } from '../schemas.ts';
import { neisTool } from './tool.ts';

const MAX_FAVORITES = 20;

const FavoritesOutput = z.object({
  favoriteSchools: z.array(FavoriteSchool).describe('관심학교 (저장한 순서)'),
  changed: z.boolean().describe('false when the call changed nothing'),
});

export const saveFavoriteSchool = neisTool({
  name: 'neis_save_favorite_school',
  title: '관심학교 저장',
  description:
    '관심학교 저장: 교육청코드·학교코드로 학교를 이 세션의 관심학교에 추가합니다 (학교기본정보로 확인; 이미 있으면 메모만 갱신).\n' +
    "Saves a school (checked against schoolInfo) to the session's favourite schools; an existing entry only gets its memo updated.",
  input: z.object({
    KEY,
    ...SCHOOL,
    memo: z.string().max(100).optional().describe('메모, e.g. 첫째 학교'),
  }),
  output: FavoritesOutput.extend({ school: FavoriteSchool }),
  kind: 'write',
  effect: 'add',
  generic: ['KEY'],
  async run(args, { client, state, updateUser }) {
    let row: Record<string, string | number> | undefined;
    try {
      const page = await client.call('schoolInfo', {
        KEY: args.KEY,
        ATPT_OFCDC_SC_CODE: args.ATPT_OFCDC_SC_CODE,
        SD_SCHUL_CODE: args.SD_SCHUL_CODE,
        pSize: 1,
      });
      row = page.items[0];
    } catch (error) {
      if (!(error instanceof UpstreamError && error.code === 'INFO-200')) throw error;
    }
    if (!row) {
      throw new ToolError(
        `No school ${args.SD_SCHUL_CODE} under ${args.ATPT_OFCDC_SC_CODE}; find the right codes with neis_search_schools.`,
        { parameter: 'SD_SCHUL_CODE' },
      );
    }
    const current = state.user.favoriteSchools;
    const existing = current.find((school) => school.SD_SCHUL_CODE === args.SD_SCHUL_CODE);
    const school: FavoriteSchool = {
      ATPT_OFCDC_SC_CODE: String(row.ATPT_OFCDC_SC_CODE),
      SD_SCHUL_CODE: String(row.SD_SCHUL_CODE),
      SCHUL_NM: String(row.SCHUL_NM),
      SCHUL_KND_SC_NM: String(row.SCHUL_KND_SC_NM),
      memo: args.memo ?? existing?.memo ?? '',
    };
    if (existing && existing.memo === school.memo) return { favoriteSchools: [...current], changed: false, school };
    if (!existing && current.length >= MAX_FAVORITES) {
      throw new ToolError(
        `At most ${MAX_FAVORITES} favourite schools; remove one with neis_remove_favorite_school first.`,
      );
    }
    const favoriteSchools = existing
      ? current.map((entry) => (entry.SD_SCHUL_CODE === school.SD_SCHUL_CODE ? school : entry))
      : [...current, school];
    updateUser((user) => ({ ...user, favoriteSchools }));
    return { favoriteSchools, changed: true, school };
  },
});

export const removeFavoriteSchool = neisTool({
  name: 'neis_remove_favorite_school',
  title: '관심학교 삭제',
  description:
    "관심학교 삭제: 관심학교 목록에서 학교를 뺍니다.\nRemoves a school (by SD_SCHUL_CODE) from the session's favourite schools.",
  input: z.object({ SD_SCHUL_CODE }),
  output: FavoritesOutput,
  kind: 'write',
  effect: 'remove',
  run(args, { state, updateUser }) {
    const current = state.user.favoriteSchools;
    if (!current.some((school) => school.SD_SCHUL_CODE === args.SD_SCHUL_CODE)) {
      const listed = current.map((school) => `${school.SD_SCHUL_CODE} ${school.SCHUL_NM}`).join(', ');
      throw new ToolError(
        `SD_SCHUL_CODE ${args.SD_SCHUL_CODE} is not a favourite (${listed || 'none saved'}); read them with neis_list_favorite_schools.`,
        { parameter: 'SD_SCHUL_CODE' },
      );
    }
    const favoriteSchools = current.filter((school) => school.SD_SCHUL_CODE !== args.SD_SCHUL_CODE);
    updateUser((user) => ({ ...user, favoriteSchools }));
    return { favoriteSchools, changed: true };
  },
});

export const listFavoriteSchools = neisTool({
  name: 'neis_list_favorite_schools',
  title: '관심학교 조회',
  description: "관심학교 조회: 이 세션에 저장된 관심학교 목록.\nReads the session's favourite schools.",
  input: z.object({}),
  output: FavoritesOutput,
  kind: 'read',
  run: (_args, { state }) => ({ favoriteSchools: [...state.user.favoriteSchools], changed: false }),
});

export const FAVORITE_TOOLS = [saveFavoriteSchool, removeFavoriteSchool, listFavoriteSchools];
