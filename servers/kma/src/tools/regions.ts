// Region and grid lookups over KMA's grid spreadsheet (기상청41_단기예보 조회서비스_오픈API활용가이드
// _격자_위경도): region name → grid, the list of regions, and the 중기예보 구역/지점 codes. These
// are reference files of the API guide, read locally (no upstream call, no key).
import { ToolError } from '@kopa/kit';
import { z } from 'zod';
import { normalizeRegionQuery, searchRegions } from '../data/regions.ts';
import { numOfRows, pageNo, pageOf, RegionItem } from '../schemas.ts';
import { kmaTool, midReference, PAGING, regionItem, regionsFor } from './tool.ts';

const ok = { resultCode: '00', resultMsg: 'NORMAL_SERVICE' };
const MAX_MATCHES = 30;

export const findRegionGrid = kmaTool({
  name: 'kma_find_region_grid',
  title: '단기예보 격자 지역 조회',
  operation: '격자_위경도',
  description:
    '단기예보 격자 지역 조회 (격자_위경도): 기상청 격자 엑셀의 시도·시군구 이름으로 예보 격자(nx, ny)와 위경도를 찾습니다. "서울 종로구", "종로구", "수원", "제주" 같은 짧은 이름도 됩니다; 정확히 맞는 이름이 먼저 나옵니다.\n' +
    "Finds the forecast grid (nx, ny) of a 시도/시군구 by name from KMA's grid spreadsheet; exact matches first.",
  input: z.object({
    query: z
      .string()
      .trim()
      .min(1, 'query must not be empty')
      .max(40, 'query must be a region name of at most 40 characters')
      .describe('지역 이름 (시도, 시군구 또는 "시도 시군구"), e.g. "서울 종로구", "수원시", "제주"'),
  }),
  output: pageOf(RegionItem),
  kind: 'read',
  run(args, { state }) {
    const matches = searchRegions({ rows: regionsFor(state.overlay).rows(), query: args.query });
    if (matches.length === 0) {
      throw new ToolError(
        `No 시도 or 시군구 matches "${args.query}"; try the 시군구 name alone (e.g. "종로구") or list them with kma_list_regions, or convert coordinates with kma_convert_lat_lon_to_grid.`,
        { parameter: 'query' },
      );
    }
    const items = matches.slice(0, MAX_MATCHES).map((match) => regionItem(match.row));
    return { ...ok, totalCount: matches.length, pageNo: 1, numOfRows: items.length, items };
  },
});

export const listRegions = kmaTool({
  name: 'kma_list_regions',
  title: '단기예보 격자 지역 목록',
  operation: '격자_위경도',
  description:
    '단기예보 격자 지역 목록 (격자_위경도): 기상청 격자 엑셀의 1단계 시도와 2단계 시군구를 행정구역코드 순으로 나열합니다 (sido로 한 시도만). 각 행에 격자(nx, ny)와 위경도가 있습니다.\n' +
    "Lists the 시도 and 시군구 of KMA's grid spreadsheet with their grid and coordinates, optionally within one 시도.",
  input: z.object({
    sido: z.string().trim().min(1).optional().describe('시도 이름 (생략하면 전체), e.g. "경기도", "경기", "서울"'),
    pageNo,
    numOfRows,
  }),
  output: pageOf(RegionItem),
  kind: 'read',
  generic: ['pageNo', 'numOfRows'],
  paging: PAGING,
  run(args, { state }) {
    const rows = regionsFor(state.overlay).rows();
    let selected = rows;
    if (args.sido !== undefined) {
      const wanted = normalizeRegionQuery(args.sido);
      selected = rows.filter((row) => row.sido.replace(/\s+/g, '') === wanted);
      if (selected.length === 0) {
        const names = [...new Set(rows.map((row) => row.sido))].join(', ');
        throw new ToolError(`"${args.sido}" is not a 시도 of the spreadsheet; use one of: ${names}.`, {
          parameter: 'sido',
        });
      }
    }
    const page = args.pageNo ?? 1;
    const size = args.numOfRows ?? 100;
    const items = selected.slice((page - 1) * size, page * size).map(regionItem);
    return { ...ok, totalCount: selected.length, pageNo: page, numOfRows: size, items };
  },
});

const MidRegionItem = z.object({
  kind: z
    .enum(['land', 'temperature', 'sea', 'outlook'])
    .describe('구분: land 육상, temperature 기온, sea 해상, outlook 전망 지점'),
  regId: z.string().describe('예보구역코드 (outlook이면 빈 문자열)'),
  stnId: z.string().describe('중기전망 지점번호 (land/outlook; 없으면 빈 문자열)'),
  name: z.string().describe('구역 또는 도시 이름'),
  landRegId: z.string().describe('기온 구역이 속한 육상 구역 (temperature; 없으면 빈 문자열)'),
  nx: z.number().int().describe('대표 격자 X'),
  ny: z.number().int().describe('대표 격자 Y'),
});

export const listMidRegions = kmaTool({
  name: 'kma_list_mid_regions',
  title: '중기예보 구역코드 조회',
  operation: '중기예보 구역코드',
  description:
    '중기예보 구역코드 조회 (중기예보 구역코드): 중기예보의 육상 구역(land, getMidLandFcst regId), 기온 도시(temperature, getMidTa regId), 해상 구역(sea, getMidSeaFcst regId), 전망 지점(outlook, getMidFcst stnId)을 이름으로 찾습니다.\n' +
    'Lists the mid-term forecast codes (land/temperature/sea regIds and outlook stnIds), optionally filtered by name.',
  input: z.object({
    kind: z
      .enum(['land', 'temperature', 'sea', 'outlook'])
      .describe('land 육상예보구역, temperature 기온예보 도시, sea 해상예보구역, outlook 중기전망 지점'),
    query: z.string().trim().min(1).optional().describe('이름 일부, e.g. "수원", "서해"'),
  }),
  output: pageOf(MidRegionItem),
  kind: 'read',
  run(args) {
    const mid = midReference();
    const all: Array<z.infer<typeof MidRegionItem>> =
      args.kind === 'land'
        ? mid.land.rows().map((row) => ({
            kind: 'land',
            regId: row.regId,
            stnId: row.stnId,
            name: row.name,
            landRegId: '',
            nx: row.nx,
            ny: row.ny,
          }))
        : args.kind === 'temperature'
          ? mid.temperature.rows().map((row) => ({
              kind: 'temperature',
              regId: row.regId,
              stnId: '',
              name: row.name,
              landRegId: row.landRegId,
              nx: row.nx,
              ny: row.ny,
            }))
          : args.kind === 'sea'
            ? mid.sea.rows().map((row) => ({
                kind: 'sea',
                regId: row.regId,
                stnId: '',
                name: row.name,
                landRegId: '',
                nx: row.nx,
                ny: row.ny,
              }))
            : mid.outlook.rows().map((row) => ({
                kind: 'outlook',
                regId: '',
                stnId: row.stnId,
                name: row.name,
                landRegId: '',
                nx: row.nx,
                ny: row.ny,
              }));
    const wanted = args.query?.replace(/\s+/g, '');
    const items = wanted ? all.filter((row) => row.name.replace(/\s+/g, '').includes(wanted)) : all;
    if (items.length === 0) {
      throw new ToolError(
        `No ${args.kind} code matches "${args.query}"; call kma_list_mid_regions without query to see all.`,
        {
          parameter: 'query',
        },
      );
    }
    return { ...ok, totalCount: items.length, pageNo: 1, numOfRows: items.length, items };
  },
});

export const REGION_TOOLS = [findRegionGrid, listRegions, listMidRegions];
