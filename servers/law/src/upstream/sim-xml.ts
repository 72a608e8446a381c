// The DRF's XML form of a body the emulation composes as JSON. law.go.kr's XML is not a mechanical
// rendering of its JSON: list rows carry their position as an attribute (<law id="1">), coded values
// are text with the code as an attribute (<법종구분 법종구분코드="A0002">법률</법종구분>), the 법령 and
// its 조문단위 carry their keys as attributes, and names and long texts come as CDATA. The element
// and attribute choices follow recorded answers (see PROVENANCE.md, "XML shape").
import { XMLBuilder } from 'fast-xml-parser';

type Node = Record<string, unknown>;

/** Fields that a recorded answer (or, where marked, an assumption from its siblings) sends as CDATA. */
const CDATA: Record<string, ReadonlySet<string>> = {
  LawSearch: new Set(['법령명한글', '법령약칭명']),
  PrecSearch: new Set(['사건명']),
  Expc: new Set(['안건명']),
  AdmRulSearch: new Set(['행정규칙명']),
  OrdinSearch: new Set(['자치법규명', '자치법규분야명']),
  법령: new Set(['조문제목', '조문내용', '항번호', '항내용', '호번호', '호내용', '목번호', '목내용', '부칙내용']),
  PrecService: new Set(['사건명', '판시사항', '판결요지', '참조조문', '참조판례', '판례내용']),
  // Assumed: the 해석례 and 자치법규 bodies follow the 판례 and 행정규칙 bodies.
  ExpcService: new Set(['안건명', '질의요지', '회답', '이유']),
  AdmRulService: new Set(['행정규칙명', '조문내용', '부칙내용']),
  LawService: new Set(['자치법규명', '조제목', '조내용', '부칙내용']),
};

/** Fields sent as an attribute of their element rather than as a child. */
const ATTRIBUTES: Record<string, readonly string[]> = {
  law: ['id'],
  prec: ['id'],
  expc: ['id'],
  admrul: ['id'],
  법령: ['법령키'],
  조문단위: ['조문키'],
  부칙단위: ['부칙키'],
};

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  cdataPropName: '__cdata',
  format: false,
  suppressEmptyNode: false,
});

/** "]]>" cannot sit inside one CDATA section; XML splits it across two. */
function cdata(text: string): Node | Node[] {
  if (!text.includes(']]>')) return { __cdata: text };
  return text.split(']]>').map((part, index, parts) => ({
    __cdata: `${index > 0 ? '>' : ''}${part}${index < parts.length - 1 ? ']]' : ''}`,
  }));
}

function convert(value: unknown, name: string, wrapped: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => convert(item, name, wrapped));
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') {
    const text = String(value);
    return wrapped.has(name) ? cdata(text) : text;
  }
  const node: Node = {};
  const attributes = ATTRIBUTES[name] ?? [];
  const object = value as Node;
  // {content, 소관부처코드} is the JSON form of <소관부처 소관부처코드="…">content</소관부처>.
  const coded = 'content' in object;
  for (const [key, child] of Object.entries(object)) {
    if (coded && key === 'content') node['#text'] = String(child ?? '');
    else if (coded || attributes.includes(key)) node[`@_${key}`] = String(child ?? '');
    else node[key] = convert(child, key, wrapped);
  }
  return node;
}

/** The XML document for a body whose single top-level key is the root element. */
export function toDrfXml(body: Node): string {
  const [root = 'Response'] = Object.keys(body);
  const wrapped = CDATA[root] ?? new Set<string>();
  const tree = { [root]: convert(body[root], root, wrapped) };
  return `<?xml version="1.0" encoding="UTF-8"?>${builder.build(tree)}`;
}
