// The code tools (areaCode2, ldongCode2, lclsSystmCode2, categoryCode2): how a model turns a region or a kind
// of place named in words into the codes the list operations filter on.
import { z } from 'zod';
import { CAT_FILTERS, CLASS_FILTERS, COMMON, CodeItem, contentTypeId, pageOf } from '../schemas.ts';
import { callPage, GENERIC, PAGING, type RowOf, tourTool } from './tool.ts';

const ListAreaCodesOutput = pageOf(CodeItem);

export const listAreaCodes = tourTool({
  name: 'tourapi_list_area_codes',
  title: '지역코드 조회',
  operation: 'areaCode2',
  description:
    '지역코드 조회 (areaCode2): areaCode 없이 부르면 시도 17곳(1 서울 … 31 경기도 … 39 제주도), areaCode를 주면 그 시도의 시군구 코드(sigunguCode)를 code/name으로 돌려줍니다. 구 코드 체계이며 새 코드는 tourapi_list_legal_dong_codes입니다.\n' +
    'Lists the legacy area codes: provinces, or the 시군구 of one areaCode (code/name).',
  input: z.object({
    ...COMMON,
    areaCode: z
      .string()
      .regex(/^\d{1,2}$/, 'areaCode is 1–2 digits, e.g. 31 (경기도)')
      .optional()
      .describe('지역코드, e.g. 31 경기도'),
  }),
  output: ListAreaCodesOutput,
  kind: 'read',
  generic: GENERIC,
  paging: PAGING,
  run: (args, { client }) => callPage<RowOf<typeof ListAreaCodesOutput>>({ client, operation: 'areaCode2', args }),
});

const ListLegalDongCodesOutput = pageOf(CodeItem);

export const listLegalDongCodes = tourTool({
  name: 'tourapi_list_legal_dong_codes',
  title: '법정동 코드 조회',
  operation: 'ldongCode2',
  description:
    '법정동 코드 조회 (ldongCode2): lDongRegnCd 없이 부르면 시도(11 서울특별시 … 41 경기도 …), 주면 그 시도의 시군구(3자리 lDongSignguCd, e.g. 41/110 수원시)를 code/name으로 돌려줍니다. lDongListYn=Y이면 lDongRegnCd·lDongRegnNm·lDongSignguCd·lDongSignguNm 전체 목록입니다.\n' +
    'Lists the 법정동 codes: provinces, or the 시군구 of one lDongRegnCd; lDongListYn=Y gives the flat list.',
  input: z.object({
    ...COMMON,
    lDongRegnCd: z
      .string()
      .regex(/^\d{2}$/, 'lDongRegnCd is 2 digits, e.g. 41 (경기도)')
      .optional()
      .describe('법정동 시도코드, e.g. 41'),
    lDongListYn: z.enum(['Y', 'N']).optional().describe('N 코드조회(기본값), Y 전체목록조회'),
  }),
  output: ListLegalDongCodesOutput,
  kind: 'read',
  generic: GENERIC,
  paging: PAGING,
  run: (args, { client }) =>
    callPage<RowOf<typeof ListLegalDongCodesOutput>>({ client, operation: 'ldongCode2', args }),
});

const ListClassificationCodesOutput = pageOf(CodeItem);

export const listClassificationCodes = tourTool({
  name: 'tourapi_list_classification_codes',
  title: '분류체계 코드 조회',
  operation: 'lclsSystmCode2',
  description:
    '분류체계 코드 조회 (lclsSystmCode2): 신분류체계 대분류(AC 숙박, NA 자연관광, HS 역사관광 …) → 중분류(lclsSystm1 지정) → 소분류(lclsSystm2 지정, e.g. NA050100)를 code/name으로 돌려줍니다. lclsSystmListYn=Y이면 lclsSystm1Cd~lclsSystm3Nm 전체 목록입니다.\n' +
    'Lists the new classification (lclsSystm1 → 2 → 3) level by level, or flat with lclsSystmListYn=Y.',
  input: z.object({
    ...COMMON,
    ...CLASS_FILTERS,
    lclsSystmListYn: z.enum(['Y', 'N']).optional().describe('N 코드조회(기본값), Y 전체목록조회'),
  }),
  output: ListClassificationCodesOutput,
  kind: 'read',
  generic: GENERIC,
  paging: PAGING,
  run: (args, { client }) =>
    callPage<RowOf<typeof ListClassificationCodesOutput>>({ client, operation: 'lclsSystmCode2', args }),
});

const ListCategoryCodesOutput = pageOf(CodeItem);

export const listCategoryCodes = tourTool({
  name: 'tourapi_list_category_codes',
  title: '서비스분류코드 조회',
  operation: 'categoryCode2',
  description:
    '서비스분류코드 조회 (categoryCode2): 구 서비스분류 cat1(A01 자연 …) → cat2 → cat3를 code/name으로 돌려줍니다. contentTypeId로 그 타입의 분류만 볼 수 있습니다. 삭제 예정 코드이며 새 분류는 tourapi_list_classification_codes입니다.\n' +
    'Lists the legacy service classification (cat1 → cat2 → cat3), optionally for one content type.',
  input: z.object({ ...COMMON, contentTypeId: contentTypeId.optional(), ...CAT_FILTERS }),
  output: ListCategoryCodesOutput,
  kind: 'read',
  generic: GENERIC,
  paging: PAGING,
  run: (args, { client }) =>
    callPage<RowOf<typeof ListCategoryCodesOutput>>({ client, operation: 'categoryCode2', args }),
});
