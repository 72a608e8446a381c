// Routes and tollbooths: the lookups that turn a road or place name into the routeNo and unitCode
// every other operation takes (노선 현황, 영업소 목록, 영업소 위치정보).
import { z } from 'zod';
import { RouteRow, UnitCodeRow, UnitRow } from '../rows.ts';
import { key, Paging, routeCode, text, unitCode } from '../schemas.ts';
import { listTool } from './tool.ts';

export const listRoutes = listTool({
  name: 'expressway_list_routes',
  path: 'basicinfo/routeList',
  description:
    '노선 현황 (basicinfo/routeList): 고속도로 노선번호(routeNo, 4자리)와 노선명, 시점·종점, 연장. 노선명(routeName)은 부분 일치로 찾습니다.\n' +
    'Lists expressway routes with their 4-digit routeNo (0010 경부선, 0050 영동선 …), start/end and length.',
  input: z.object({
    key,
    routeNo: routeCode('routeNo').optional(),
    routeName: text('노선명 (부분 일치), e.g. 경부선, 서해안').optional(),
    ...Paging(),
  }),
  row: RouteRow,
});

export const searchTollbooths = listTool({
  name: 'expressway_search_tollbooths',
  path: 'basicinfo/unitList',
  description:
    '영업소 목록 (basicinfo/unitList): 영업소명(unitName, 부분 일치)으로 영업소 코드(unitCode, 3자리)를 찾습니다. 좌표는 없습니다. 찾은 unitCode는 통행시간·교통량 조회에 씁니다.\n' +
    'Finds tollbooth codes (unitCode) by name, e.g. 서울 → 101; feed them to travel-time and traffic tools.',
  input: z.object({ key, unitName: text('영업소명 (부분 일치), e.g. 수원신갈, 천안').optional(), ...Paging() }),
  row: UnitCodeRow,
});

export const listTollbooths = listTool({
  name: 'expressway_list_tollbooths',
  path: 'locationinfo/locationinfoUnit',
  description:
    '영업소 위치정보 (locationinfo/locationinfoUnit): 노선별 영업소 코드·이름·좌표(xValue 경도, yValue 위도). routeNo로 노선의 영업소를, unitCode로 한 영업소를 찾습니다.\n' +
    'Lists tollbooths with coordinates, by route (routeNo) or code (unitCode).',
  input: z.object({
    key,
    routeNo: routeCode('routeNo').optional(),
    unitCode: unitCode('unitCode').optional(),
    unitName: text('영업소명 (부분 일치)').optional(),
    ...Paging(),
  }),
  row: UnitRow,
});

export const REFERENCE_TOOLS = [listRoutes, searchTollbooths, listTollbooths];
