// The XML the emulated upstreams write: the standard data.go.kr `<response>` envelope Q-Net's REST
// services (and qualExamSchd with dataFormat=xml) answer with, values escaped, '' as empty tags.

type Row = Record<string, string>;

const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

export function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function itemXml(row: Row): string {
  let xml = '<item>';
  for (const [tag, value] of Object.entries(row)) xml += `<${tag}>${escapeXml(value)}</${tag}>`;
  return `${xml}</item>`;
}

/** A successful page; an empty page has a self-closing `<items/>`, as upstream. */
export function okXml(options: {
  rows: readonly Row[];
  totalCount: number;
  pageNo: number;
  numOfRows: number;
}): string {
  const { rows, totalCount, pageNo, numOfRows } = options;
  const items = rows.length === 0 ? '<items/>' : `<items>${rows.map(itemXml).join('')}</items>`;
  return (
    `${DECLARATION}<response><header><resultCode>00</resultCode><resultMsg>NORMAL SERVICE.</resultMsg></header>` +
    `<body>${items}<numOfRows>${numOfRows}</numOfRows><pageNo>${pageNo}</pageNo><totalCount>${totalCount}</totalCount></body></response>`
  );
}

/** A provider-side error inside the normal envelope (HTTP 200), e.g. the transient 99. */
export function errorXml(options: { resultCode: string; resultMsg: string }): string {
  return (
    `${DECLARATION}<response><header><resultCode>${options.resultCode}</resultCode>` +
    `<resultMsg>${escapeXml(options.resultMsg)}</resultMsg></header></response>`
  );
}
