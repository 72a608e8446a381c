// Festivals, stays and the sync list (searchFestival2, searchStay2, areaBasedSyncList2): the date-driven event
// search, the lodging list, and the incremental list that also shows withdrawn contents.
import { z } from 'zod';
import {
  AREA_FILTERS,
  arrange,
  CAT_FILTERS,
  CLASS_FILTERS,
  COMMON,
  contentTypeId,
  ListItem,
  modifiedtime,
  pageOf,
  yyyymmdd,
} from '../schemas.ts';
import { callPage, GENERIC, PAGING, type RowOf, tourTool } from './tool.ts';

const SearchFestivalsOutput = pageOf(
  ListItem.extend({
    eventstartdate: z.string().describe('행사 시작일 (YYYYMMDD)'),
    eventenddate: z.string().describe('행사 종료일 (YYYYMMDD)'),
  }),
);

export const searchFestivals = tourTool({
  name: 'tourapi_search_festivals',
  title: '행사정보 조회',
  operation: 'searchFestival2',
  description:
    '행사정보 조회 (searchFestival2): eventStartDate~eventEndDate 기간에 하루라도 열리는 축제·공연·행사를 행사 시작일/종료일(eventstartdate, eventenddate)과 함께 조회합니다. eventEndDate를 생략하면 eventStartDate 이후 진행 중이거나 예정된 행사 전체입니다.\n' +
    'Lists festivals and events running on at least one day of [eventStartDate, eventEndDate], with their dates.',
  input: z.object({
    ...COMMON,
    eventStartDate: yyyymmdd('행사 시작일 (이 날짜 이후 진행 중인 행사)', '20260901'),
    eventEndDate: yyyymmdd('행사 종료일 (이 날짜 이전에 시작하는 행사)', '20261031').optional(),
    arrange,
    ...AREA_FILTERS,
    ...CLASS_FILTERS,
    modifiedtime,
  }),
  output: SearchFestivalsOutput,
  kind: 'read',
  generic: GENERIC,
  paging: PAGING,
  run: (args, { client }) =>
    callPage<RowOf<typeof SearchFestivalsOutput>>({ client, operation: 'searchFestival2', args }),
});

const SearchStaysOutput = pageOf(ListItem);

export const searchStays = tourTool({
  name: 'tourapi_search_stays',
  title: '숙박정보 조회',
  operation: 'searchStay2',
  description:
    '숙박정보 조회 (searchStay2): 지역·분류(AC 숙박 하위 lclsSystm2/3)별 숙박시설 목록을 조회합니다. contentTypeId는 받지 않습니다 (항상 32). 객실 정보는 tourapi_get_repeat_detail {contentTypeId: "32"}로 보세요.\n' +
    'Lists stays (content type 32) by region and classification; room details come from tourapi_get_repeat_detail.',
  input: z.object({ ...COMMON, arrange, ...AREA_FILTERS, ...CLASS_FILTERS, modifiedtime }),
  output: SearchStaysOutput,
  kind: 'read',
  generic: GENERIC,
  paging: PAGING,
  run: (args, { client }) => callPage<RowOf<typeof SearchStaysOutput>>({ client, operation: 'searchStay2', args }),
});

const ListSyncContentsOutput = pageOf(
  ListItem.extend({ showflag: z.string().describe('표출 여부 (1 표출, 0 비표출)') }),
);

export const listSyncContents = tourTool({
  name: 'tourapi_list_sync_contents',
  title: '국문 관광정보 동기화 목록 조회',
  operation: 'areaBasedSyncList2',
  description:
    '국문 관광정보 동기화 목록 조회 (areaBasedSyncList2): 미러링용 목록으로, 표출 중단된 콘텐츠(showflag 0)까지 showflag와 함께 조회합니다. modifiedtime(YYYYMMDD 앞자리)으로 특정 날짜에 수정된 콘텐츠만 받을 수 있습니다.\n' +
    'Sync list for mirrors: every content with its showflag (0 = withdrawn), filterable by modification date.',
  input: z.object({
    ...COMMON,
    showflag: z.enum(['0', '1']).optional().describe('표출 여부: 1 표출, 0 비표출 (생략 시 전체)'),
    modifiedtime,
    arrange,
    contentTypeId: contentTypeId.optional(),
    oldContentid: z
      .string()
      .regex(/^\d{1,10}$/, 'oldContentid is a numeric contentid')
      .optional()
      .describe('이전 콘텐츠 ID로 조회'),
    ...AREA_FILTERS,
    ...CAT_FILTERS,
    ...CLASS_FILTERS,
  }),
  output: ListSyncContentsOutput,
  kind: 'read',
  generic: GENERIC,
  paging: PAGING,
  run: (args, { client }) =>
    callPage<RowOf<typeof ListSyncContentsOutput>>({ client, operation: 'areaBasedSyncList2', args }),
});
