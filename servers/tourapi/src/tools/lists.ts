// The area, location and keyword lists (areaBasedList2, locationBasedList2, searchKeyword2): the entry points
// from a region code, a coordinate or a name to contentids.
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
} from '../schemas.ts';
import { callPage, GENERIC, PAGING, type RowOf, tourTool } from './tool.ts';

const ListByAreaOutput = pageOf(ListItem);

export const listByArea = tourTool({
  name: 'tourapi_list_by_area',
  title: '지역기반 관광정보 조회',
  operation: 'areaBasedList2',
  description:
    '지역기반 관광정보 조회 (areaBasedList2): 지역(법정동 lDongRegnCd/lDongSignguCd 또는 구 areaCode/sigunguCode), 관광타입(contentTypeId), 분류로 관광정보 목록을 조회합니다. 시군 이름은 tourapi_list_area_codes 또는 tourapi_list_legal_dong_codes로 코드를 먼저 찾으세요. 전체 결과는 totalCount를 보고 pageNo로 끝까지 읽으세요 (numOfRows ≤ 1000).\n' +
    'Lists contents by region (법정동 or legacy area codes), content type and classification; page with pageNo.',
  input: z.object({
    ...COMMON,
    arrange,
    contentTypeId: contentTypeId.optional(),
    ...AREA_FILTERS,
    ...CAT_FILTERS,
    ...CLASS_FILTERS,
    modifiedtime,
  }),
  output: ListByAreaOutput,
  kind: 'read',
  generic: GENERIC,
  paging: PAGING,
  run: (args, { client }) => callPage<RowOf<typeof ListByAreaOutput>>({ client, operation: 'areaBasedList2', args }),
});

const ListByLocationOutput = pageOf(ListItem.extend({ dist: z.string().describe('중심좌표로부터 거리 (m)') }));

export const listByLocation = tourTool({
  name: 'tourapi_list_by_location',
  title: '위치기반 관광정보 조회',
  operation: 'locationBasedList2',
  description:
    '위치기반 관광정보 조회 (locationBasedList2): 좌표(mapX 경도, mapY 위도) 반경 radius(m, 최대 20000) 안의 관광정보를 거리(dist, m)와 함께 조회합니다. 기본 정렬은 거리순(E).\n' +
    'Lists contents within radius metres (≤ 20000) of a WGS84 point, with their distance; default order is by distance.',
  input: z.object({
    ...COMMON,
    mapX: z
      .number()
      .min(124, 'mapX is the longitude (124–132 in Korea), e.g. 126.977; did you swap mapX and mapY?')
      .max(132, 'mapX is the longitude (124–132 in Korea), e.g. 126.977; did you swap mapX and mapY?')
      .describe('X좌표 = 경도 (WGS84), e.g. 126.9770'),
    mapY: z
      .number()
      .min(33, 'mapY is the latitude (33–39 in Korea), e.g. 37.5796; did you swap mapX and mapY?')
      .max(39, 'mapY is the latitude (33–39 in Korea), e.g. 37.5796; did you swap mapX and mapY?')
      .describe('Y좌표 = 위도 (WGS84), e.g. 37.5796'),
    radius: z
      .number()
      .int()
      .min(1, 'radius must be 1–20000 metres')
      .max(20_000, 'radius must be at most 20000 metres (TourAPI limit)')
      .describe('거리 반경 (m, 최대 20000), e.g. 2000'),
    arrange: z
      .enum(['A', 'C', 'D', 'E', 'O', 'Q', 'R', 'S'])
      .optional()
      .describe('정렬: E 거리순(기본값), A 제목순, C 수정일순, D 생성일순; O/Q/R/S는 대표이미지가 있는 콘텐츠만'),
    contentTypeId: contentTypeId.optional(),
    lDongRegnCd: AREA_FILTERS.lDongRegnCd,
    lDongSignguCd: AREA_FILTERS.lDongSignguCd,
    ...CLASS_FILTERS,
    modifiedtime,
  }),
  output: ListByLocationOutput,
  kind: 'read',
  generic: GENERIC,
  paging: PAGING,
  run: (args, { client }) =>
    callPage<RowOf<typeof ListByLocationOutput>>({ client, operation: 'locationBasedList2', args }),
});

const SearchKeywordOutput = pageOf(ListItem);

export const searchKeyword = tourTool({
  name: 'tourapi_search_keyword',
  title: '키워드 검색 조회',
  operation: 'searchKeyword2',
  description:
    '키워드 검색 조회 (searchKeyword2): 제목에 keyword가 들어간 관광정보를 찾습니다 (띄어쓰기 무시). 결과의 contentid·contenttypeid로 tourapi_get_common_detail, tourapi_get_intro_detail을 부르세요.\n' +
    'Finds contents whose title contains the keyword; use the contentid and contenttypeid with the detail tools.',
  input: z.object({
    ...COMMON,
    keyword: z.string().trim().min(1, 'keyword is required, e.g. 경복궁').describe('검색 키워드 (국문), e.g. 경복궁'),
    arrange,
    contentTypeId: contentTypeId.optional(),
    ...AREA_FILTERS,
    ...CAT_FILTERS,
    ...CLASS_FILTERS,
  }),
  output: SearchKeywordOutput,
  kind: 'read',
  generic: GENERIC,
  paging: PAGING,
  run: (args, { client }) => callPage<RowOf<typeof SearchKeywordOutput>>({ client, operation: 'searchKeyword2', args }),
});
