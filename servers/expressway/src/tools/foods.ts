// Rest-area food: the signature dish of each rest area (대표음식) and its full menu (푸드메뉴).
import { z } from 'zod';
import { BestFoodRow, RepresentFoodRow } from '../rows.ts';
import { key, Paging, routeCode, serviceAreaCode, stdRestCd, text } from '../schemas.ts';
import { listTool } from './tool.ts';

export const listRepresentativeFoods = listTool({
  name: 'expressway_list_representative_foods',
  path: 'business/representFoodServiceArea',
  description:
    '휴게소 대표음식 현황 (business/representFoodServiceArea): 휴게소별 대표음식(batchMenu)과 가격(salePrice "￦6,000"). 전체 221건을 numOfRows 99로 넘기면 3페이지입니다.\n' +
    'Signature dishes of rest areas with prices; filter by route, direction or rest-area name.',
  input: z.object({
    key,
    routeCode: routeCode('routeCode').optional(),
    routeName: text('노선명 (부분 일치)').optional(),
    direction: text('방향 (부분 일치)').optional(),
    serviceAreaName: text('휴게소명 (부분 일치)').optional(),
    serviceAreaCode: serviceAreaCode.optional(),
    ...Paging(),
  }),
  row: RepresentFoodRow,
});

export const listBestFoods = listTool({
  name: 'expressway_list_best_foods',
  path: 'restinfo/restBestfoodList',
  description:
    '휴게소 푸드메뉴 현황 (restinfo/restBestfoodList): 휴게소 메뉴와 가격(foodCost), 추천·베스트·프리미엄 여부(Y/N). stdRestCd(휴게소 표준코드)로 한 휴게소의 메뉴를 조회하세요.\n' +
    'Menus of rest areas with prices and best/recommended/premium flags, by rest area (stdRestCd) or route.',
  input: z.object({
    key,
    stdRestCd: stdRestCd('휴게소 표준코드 (6자리), e.g. 000001').optional(),
    stdRestNm: text('휴게소명 (부분 일치)').optional(),
    routeCd: routeCode('routeCd').optional(),
    foodNm: text('메뉴명 (부분 일치), e.g. 돈가스').optional(),
    ...Paging(),
  }),
  row: BestFoodRow,
});

export const FOOD_TOOLS = [listRepresentativeFoods, listBestFoods];
