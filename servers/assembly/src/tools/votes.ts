// Plenary votes: per-bill tallies of a term (ncocpgfiaoituanbr) and each member's vote on one
// bill (nojepdqqaweusdfbi, BILL_ID + AGE).
import { z } from 'zod';
import { MemberVoteRow, VoteTallyRow } from '../rows.ts';
import { AGE, BILL_ID, BILL_NO, text } from '../schemas.ts';
import { listTool } from './tool.ts';

export const listVoteTallies = listTool({
  name: 'assembly_list_vote_tallies',
  title: '의안별 표결현황',
  api: 'ncocpgfiaoituanbr',
  description:
    '의안별 표결현황 (ncocpgfiaoituanbr): 대수(AGE)별 본회의 표결 의안의 재적·투표·찬성·반대·기권 수와 BILL_ID (최신순). AGE가 없으면 0건입니다. 의원별 표결은 이 BILL_ID로 assembly_list_member_votes를 부르세요.\n' +
    'Plenary vote tallies per bill of a term (AGE required): members, votes cast, yes/no/abstain, and the BILL_ID for per-member votes.',
  filters: {
    AGE: AGE.optional().describe('대수, e.g. "22" — 사실상 필수: 없으면 INFO-200'),
    BILL_NO: BILL_NO.optional(),
    BILL_NAME: text('의안명 (부분 일치)').optional(),
  },
  row: VoteTallyRow,
});

export const listMemberVotes = listTool({
  name: 'assembly_list_member_votes',
  title: '국회의원 본회의 표결정보',
  api: 'nojepdqqaweusdfbi',
  description:
    '국회의원 본회의 표결정보 (nojepdqqaweusdfbi): 한 의안(BILL_ID)에 대한 재적의원 전원의 표결(찬성/반대/기권/불참)과 정당·선거구·MONA_CD. BILL_ID와 AGE가 모두 필요합니다 (약 300건 → pSize 300 또는 pIndex로 넘기기).\n' +
    "Every member's vote on one bill (BILL_ID and AGE both required); about 300 rows, filterable by name, party or vote.",
  filters: {
    BILL_ID,
    AGE: AGE.optional().describe('대수, e.g. "22" — 필수: 없으면 INFO-200'),
    HG_NM: text('의원명 (부분 일치)').optional(),
    POLY_NM: text('정당 (부분 일치)').optional(),
    RESULT_VOTE_MOD: z.enum(['찬성', '반대', '기권', '불참']).optional().describe('표결결과'),
  },
  row: MemberVoteRow,
});

export const VOTE_TOOLS = [listVoteTallies, listMemberVotes];
