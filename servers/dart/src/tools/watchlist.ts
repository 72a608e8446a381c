// The watchlist (관심기업) kept in the session's `user` state: DART has no such API, but an analyst
// would, and write tasks grade the final state it leaves.
import { ToolError } from '@kopa/kit';
import { z } from 'zod';
import { CorpCodeRow, corp_code, crtfc_key } from '../schemas.ts';
import { dartTool } from './tool.ts';

const WatchlistOutput = z.object({
  watchlist: z.array(z.string()).describe('관심기업 고유번호 목록 (추가한 순서)'),
  changed: z.boolean().describe('false when the call changed nothing'),
});

export const addToWatchlist = dartTool({
  name: 'dart_add_to_watchlist',
  title: '관심기업 등록',
  description:
    '관심기업 등록: 고유번호(corp_code)의 회사를 이 세션의 관심기업 목록에 추가합니다 (이미 있으면 그대로).\n' +
    "Adds a company (by corp_code) to the session's watchlist; the code is checked against DART's corp-code list.",
  input: z.object({ crtfc_key, corp_code }),
  output: WatchlistOutput.extend({ company: CorpCodeRow }),
  kind: 'write',
  effect: 'add',
  generic: ['crtfc_key'],
  async run(args, { client, state, updateUser }) {
    const company = (await client.corpCodes(args.crtfc_key)).find((row) => row.corp_code === args.corp_code);
    if (!company) {
      throw new ToolError(
        `corp_code ${args.corp_code} is not in DART's corp-code list; find the right one with dart_search_corp_code.`,
        { parameter: 'corp_code' },
      );
    }
    const current = state.user.watchlist;
    if (current.includes(args.corp_code)) return { watchlist: [...current], changed: false, company };
    const watchlist = [...current, args.corp_code];
    updateUser((user) => ({ ...user, watchlist }));
    return { watchlist, changed: true, company };
  },
});

export const removeFromWatchlist = dartTool({
  name: 'dart_remove_from_watchlist',
  title: '관심기업 해제',
  description:
    "관심기업 해제: 관심기업 목록에서 회사를 뺍니다.\nRemoves a company (by corp_code) from the session's watchlist.",
  input: z.object({ corp_code }),
  output: WatchlistOutput,
  kind: 'write',
  effect: 'remove',
  run(args, { state, updateUser }) {
    const current = state.user.watchlist;
    if (!current.includes(args.corp_code)) {
      throw new ToolError(
        `corp_code ${args.corp_code} is not on the watchlist (${current.length ? current.join(', ') : 'empty'}); read it with dart_get_watchlist.`,
        { parameter: 'corp_code' },
      );
    }
    const watchlist = current.filter((code) => code !== args.corp_code);
    updateUser((user) => ({ ...user, watchlist }));
    return { watchlist, changed: true };
  },
});

export const getWatchlist = dartTool({
  name: 'dart_get_watchlist',
  title: '관심기업 조회',
  description: "관심기업 조회: 이 세션의 관심기업 고유번호 목록.\nReads the session's watchlist of corp_codes.",
  input: z.object({}),
  output: WatchlistOutput,
  kind: 'read',
  run: (_args, { state }) => ({ watchlist: [...state.user.watchlist], changed: false }),
});

export const WATCHLIST_TOOLS = [addToWatchlist, removeFromWatchlist, getWatchlist];
