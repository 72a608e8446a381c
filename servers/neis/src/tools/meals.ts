// neis_get_meals: mealServiceDietInfo (급식식단정보) — the menus of one school by date or range.
import { z } from 'zod';
import { PAGING, pageOf, rowWith, SCHOOL, SCHOOL_FIELDS, ymd } from '../schemas.ts';
import { fetchPage, GENERIC, neisTool } from './tool.ts';

export const MealRow = rowWith(
  {
    ...SCHOOL_FIELDS,
    MMEAL_SC_CODE: '식사코드: 1 조식, 2 중식, 3 석식',
    MMEAL_SC_NM: '식사명',
    MLSV_YMD: '급식일자 (YYYYMMDD)',
    DDISH_NM: '요리명: 요리를 <br/>로 구분, 괄호 안 숫자는 알레르기 번호 (1 난류, 2 우유, 5 대두, 6 밀 … 19 잣)',
    ORPLC_INFO: '원산지정보 (<br/> 구분)',
    CAL_INFO: '칼로리정보, e.g. 712.4 Kcal',
    NTR_INFO: '영양정보 (<br/> 구분)',
    MLSV_FROM_YMD: '급식시작일자',
    MLSV_TO_YMD: '급식종료일자',
    LOAD_DTM: '수정일자',
  },
  { MLSV_FGR: '급식인원수 (숫자)' },
);

export const getMeals = neisTool({
  name: 'neis_get_meals',
  title: '급식식단정보',
  operation: 'mealServiceDietInfo',
  description:
    '급식식단정보 (mealServiceDietInfo): 학교의 날짜별 조식·중식·석식 메뉴(DDISH_NM, 알레르기 번호), 칼로리, 영양·원산지 정보, 급식인원. 수업일에만 급식이 있고 오늘 이후 식단은 없습니다. 한 주는 MLSV_FROM_YMD~MLSV_TO_YMD로 조회하세요.\n' +
    "Reads one school's meals (menu with allergy numbers, calories, nutrients, servings) by date or date range; meals exist on school days only, up to today.",
  input: z.object({
    ...PAGING,
    ...SCHOOL,
    MMEAL_SC_CODE: z.enum(['1', '2', '3']).optional().describe('식사코드: 1 조식, 2 중식, 3 석식'),
    MLSV_YMD: ymd('급식일자', '20260512').optional(),
    MLSV_FROM_YMD: ymd('급식시작일자', '20260511').optional(),
    MLSV_TO_YMD: ymd('급식종료일자', '20260515').optional(),
  }),
  output: pageOf(MealRow),
  kind: 'read',
  generic: GENERIC,
  paging: { page: 'pIndex', size: 'pSize', max: 1000 },
  run: (args, { client }) =>
    fetchPage<z.infer<typeof MealRow>>({
      client,
      service: 'mealServiceDietInfo',
      args,
      noDataHint:
        'No meal on those dates: meals exist on school days only (no weekends, holidays, 재량휴업일 or vacation) from 20260302 up to today; query a week with MLSV_FROM_YMD/MLSV_TO_YMD, and check the codes with neis_search_schools.',
    }),
});
