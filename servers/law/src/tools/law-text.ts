// 법령 본문 tools: a whole version (lawService.do target=eflaw by MST, or by ID with efYd for the
// version in force on a date) and one article of it (JO), normalized to one flat shape.
import { ToolError } from '@kopa/kit';
import { z } from 'zod';
import { Article, detailOf, efYd, JO, LAW_ID, LawBasics, MST, OC } from '../schemas.ts';
import { normalizeLaw } from '../upstream/normalize-law.ts';
import { defined, lawTool } from './tool.ts';

const text = (description: string) => z.string().describe(description);

const versionSelector = {
  OC,
  MST: MST.optional(),
  ID: LAW_ID.optional(),
  efYd: efYd.optional().describe('efYd (YYYYMMDD): ID와 함께 주면 그날 시행 중이던 버전, e.g. 20200101'),
};
const oneOf = (args: { MST?: string | undefined; ID?: string | undefined }) =>
  (args.MST ? 1 : 0) + (args.ID ? 1 : 0) === 1;
const ONE_OF = {
  message: 'pass exactly one of MST (a version) or ID (법령ID, with efYd for a past date)',
  path: ['MST'],
};

export const getLaw = lawTool({
  name: 'law_get_law',
  title: '현행법령(시행일) 본문 조회',
  operation: 'lawService.do?target=eflaw',
  description:
    '현행법령(시행일) 본문 조회 (lawService.do?target=eflaw): 법령 한 버전의 기본정보, 모든 조문(항·호 포함)과 부칙. MST로 그 버전을, 또는 ID(법령ID)와 efYd로 그날 시행 중이던 버전을 가져옵니다. 긴 법령(민법 1,100여 조)은 law_get_article로 조문 하나만 보세요.\n' +
    'Full text of one version of a law: by MST, or by 법령ID with efYd for the version in force on that date; use law_get_article for a single article.',
  input: z.object(versionSelector).refine(oneOf, ONE_OF),
  output: detailOf(
    z.object({
      ...LawBasics,
      조문: z.array(Article),
      부칙: z.array(
        z.object({ 부칙공포일자: text('YYYYMMDD'), 부칙공포번호: text('공포번호'), 부칙내용: text('부칙') }),
      ),
    }),
  ),
  kind: 'read',
  generic: ['OC'],
  async run(args, { client }) {
    const content = await client.service('eflaw', defined(args));
    return { resultCode: '00', resultMsg: 'success', item: normalizeLaw(content) };
  },
});

export const getArticle = lawTool({
  name: 'law_get_article',
  title: '법령 조문 조회',
  operation: 'lawService.do?target=eflaw',
  description:
    '법령 조문 조회 (lawService.do?target=eflaw, JO): 한 조문(제N조, 제N조의M)의 본문을 항·호와 함께 가져옵니다. JO는 6자리(제750조 → 075000, 제10조의2 → 001002). MST로 특정 버전을, 또는 ID와 efYd로 그날 시행 중이던 버전의 조문을 봅니다. 그 버전에 없던 조문이면 NO_DATA입니다.\n' +
    'One article (JO = 6 digits) of one version of a law: by MST, or by 법령ID with efYd for the wording in force on that date.',
  input: z.object({ ...versionSelector, JO }).refine(oneOf, ONE_OF),
  output: detailOf(z.object({ ...LawBasics, 조문: Article })),
  kind: 'read',
  generic: ['OC'],
  async run(args, { client }) {
    const content = await client.service('eflaw', defined(args));
    const { 조문, 부칙: _supplements, ...basics } = normalizeLaw(content);
    const article = 조문.find((unit) => unit.조문여부 === '조문') ?? 조문[0];
    if (!article) {
      throw new ToolError(`law.go.kr returned no article for JO ${args.JO}; list the articles with law_get_law.`, {
        parameter: 'JO',
      });
    }
    return { resultCode: '00', resultMsg: 'success', item: { ...basics, 조문: article } };
  },
});
