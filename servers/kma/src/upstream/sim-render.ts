// The KMA answer in its two real formats. KMA's variant of the data.go.kr envelope differs from the
// portal's generic one: resultMsg is NORMAL_SERVICE, body carries dataType, and items.item is
// always an array (even for one row); errors keep only the header.
import { jsonResponse, xmlResponse } from '@kopa/kit';
import { RESULT_MESSAGES } from './codes.ts';

export type DataType = 'JSON' | 'XML';
type Item = Record<string, unknown>;

export interface PageBody {
  items: readonly Item[];
  pageNo: number;
  numOfRows: number;
  totalCount: number;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

function xmlItem(item: Item): string {
  const fields = Object.entries(item)
    .map(([name, value]) => `<${name}>${escapeXml(String(value ?? ''))}</${name}>`)
    .join('');
  return `<item>${fields}</item>`;
}

export function okResponse(dataType: DataType, page: PageBody): Response {
  const header = { resultCode: '00', resultMsg: RESULT_MESSAGES['00'] };
  if (dataType === 'JSON') {
    return jsonResponse({
      response: {
        header,
        body: {
          dataType: 'JSON',
          items: { item: [...page.items] },
          pageNo: page.pageNo,
          numOfRows: page.numOfRows,
          totalCount: page.totalCount,
        },
      },
    });
  }
  return xmlResponse(
    `${XML_HEAD}<response><header><resultCode>00</resultCode><resultMsg>${header.resultMsg}</resultMsg></header>` +
      `<body><dataType>XML</dataType><items>${page.items.map(xmlItem).join('')}</items>` +
      `<numOfRows>${page.numOfRows}</numOfRows><pageNo>${page.pageNo}</pageNo><totalCount>${page.totalCount}</totalCount>` +
      '</body></response>',
  );
}

export function errorResponse(dataType: DataType, code: string, message: string): Response {
  if (dataType === 'JSON') return jsonResponse({ response: { header: { resultCode: code, resultMsg: message } } });
  return xmlResponse(
    `${XML_HEAD}<response><header><resultCode>${code}</resultCode><resultMsg>${escapeXml(message)}</resultMsg></header></response>`,
  );
}
