// The detail tools (detailCommon2, detailIntro2, detailInfo2, detailImage2): what a model reads once it has a
// contentid. An unknown contentid (or a contentTypeId that is not the content's own) is 03 NODATA_ERROR.
import { z } from 'zod';
import { COMMON, contentId, contentTypeId, detailOf, ListItem, pageOf, rowWith, serviceKey } from '../schemas.ts';
import { callDetail, callPage, GENERIC, PAGING, type RowOf, tourTool } from './tool.ts';

const FIND_IT = 'Find the contentid with tourapi_search_keyword or tourapi_list_by_area, then call again.';

const GetCommonDetailOutput = detailOf(
  ListItem.extend({
    telname: z.string().describe('전화번호명'),
    homepage: z.string().describe('홈페이지 (HTML 링크)'),
    overview: z.string().describe('개요'),
  }),
);

export const getCommonDetail = tourTool({
  name: 'tourapi_get_common_detail',
  title: '공통정보 조회',
  operation: 'detailCommon2',
  description:
    '공통정보 조회 (detailCommon2): contentId의 기본정보(제목, 주소, 좌표, 전화, 홈페이지, 대표이미지, 지역·분류 코드)와 개요(overview)를 조회합니다.\n' +
    'Reads the common detail of a content: address, coordinates, codes, homepage and overview.',
  input: z.object({ serviceKey, MobileOS: COMMON.MobileOS, MobileApp: COMMON.MobileApp, contentId }),
  output: GetCommonDetailOutput,
  kind: 'read',
  generic: ['serviceKey', 'MobileOS', 'MobileApp'],
  run: (args, { client }) =>
    callDetail<RowOf<typeof GetCommonDetailOutput>>({
      client,
      operation: 'detailCommon2',
      args,
      hint: `No content has this contentId. ${FIND_IT}`,
    }),
});

const GetIntroDetailOutput = detailOf(rowWith({ contentid: '콘텐츠 ID', contenttypeid: '관광타입 ID' }));

export const getIntroDetail = tourTool({
  name: 'tourapi_get_intro_detail',
  title: '소개정보 조회',
  operation: 'detailIntro2',
  description:
    '소개정보 조회 (detailIntro2): 관광타입별 소개정보(이용시간, 쉬는날, 주차, 요금; 축제는 행사기간·장소·주최, 숙박은 체크인·객실수, 음식점은 대표메뉴 등)를 조회합니다. contentTypeId는 그 콘텐츠의 contenttypeid여야 합니다.\n' +
    "Reads the type-specific introduction (hours, closing days, fees; event dates; check-in; menu); contentTypeId must be the content's own.",
  input: z.object({ serviceKey, MobileOS: COMMON.MobileOS, MobileApp: COMMON.MobileApp, contentId, contentTypeId }),
  output: GetIntroDetailOutput,
  kind: 'read',
  generic: ['serviceKey', 'MobileOS', 'MobileApp'],
  run: (args, { client }) =>
    callDetail<RowOf<typeof GetIntroDetailOutput>>({
      client,
      operation: 'detailIntro2',
      args,
      hint: `Nothing for this contentId with this contentTypeId; pass the contenttypeid the list returned for it. ${FIND_IT}`,
    }),
});

const GetRepeatDetailOutput = pageOf(rowWith({ contentid: '콘텐츠 ID', contenttypeid: '관광타입 ID' }));

export const getRepeatDetail = tourTool({
  name: 'tourapi_get_repeat_detail',
  title: '반복정보 조회',
  operation: 'detailInfo2',
  description:
    '반복정보 조회 (detailInfo2): 여행코스(25)는 코스 경유지(subcontentid, subname), 숙박(32)은 객실 정보(roomtitle, 요금), 그 외 타입은 infoname/infotext 항목을 조회합니다. contentTypeId는 그 콘텐츠의 contenttypeid여야 합니다.\n' +
    'Reads repeated rows: the stops of a course (subcontentid), the rooms of a stay, or name/text items for other types.',
  input: z.object({ ...COMMON, contentId, contentTypeId }),
  output: GetRepeatDetailOutput,
  kind: 'read',
  generic: GENERIC,
  paging: PAGING,
  run: (args, { client }) => callPage<RowOf<typeof GetRepeatDetailOutput>>({ client, operation: 'detailInfo2', args }),
});

const GetImagesOutput = pageOf(
  rowWith({
    contentid: '콘텐츠 ID',
    originimgurl: '원본 이미지 URL',
    imgname: '이미지명',
    smallimageurl: '썸네일 이미지 URL',
    cpyrhtDivCd: '저작권 유형',
    serialnum: '이미지 일련번호',
  }),
);

export const getImages = tourTool({
  name: 'tourapi_get_images',
  title: '이미지정보 조회',
  operation: 'detailImage2',
  description:
    '이미지정보 조회 (detailImage2): 콘텐츠의 사진(원본 originimgurl, 썸네일 smallimageurl, 저작권 유형 cpyrhtDivCd)을 조회합니다. imageYN=N은 음식점의 메뉴 사진입니다.\n' +
    "Lists a content's photos (original and thumbnail URLs, licence type); imageYN=N gives a restaurant's menu photos.",
  input: z.object({
    ...COMMON,
    contentId,
    imageYN: z.enum(['Y', 'N']).optional().describe('Y 콘텐츠 이미지(기본값), N 음식점 메뉴 이미지'),
  }),
  output: GetImagesOutput,
  kind: 'read',
  generic: GENERIC,
  paging: PAGING,
  run: (args, { client }) => callPage<RowOf<typeof GetImagesOutput>>({ client, operation: 'detailImage2', args }),
});
