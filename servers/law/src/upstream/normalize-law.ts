// The 법령 본문 as one flat shape: 법종구분 and 소관부처 arrive as {content, …코드} objects, 조문단위,
// 항 and 호 as a list or a single object (one article with JO, a 항 that holds only 호), and long
// 항내용 sometimes as nested string arrays. This module absorbs all of it.
import { asArray, type Row } from './client.ts';

function textOf(value: unknown): string {
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(' ');
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
}

function contentOf(value: unknown): string {
  return value && typeof value === 'object' && !Array.isArray(value) ? textOf((value as Row).content) : textOf(value);
}

function codeOf(value: unknown, key: string): string {
  return value && typeof value === 'object' && !Array.isArray(value) ? textOf((value as Row)[key]) : '';
}

export interface NormalizedArticle {
  조문키: string;
  조문번호: string;
  조문가지번호: string;
  조문여부: string;
  조문제목: string;
  조문시행일자: string;
  조문제개정유형: string;
  조문변경여부: string;
  조문내용: string;
  항: Array<{ 항번호: string; 항내용: string; 호: Array<{ 호번호: string; 호내용: string }> }>;
}

export function normalizeArticle(unit: Row): NormalizedArticle {
  return {
    조문키: textOf(unit.조문키),
    조문번호: textOf(unit.조문번호),
    조문가지번호: textOf(unit.조문가지번호),
    조문여부: textOf(unit.조문여부),
    조문제목: textOf(unit.조문제목),
    조문시행일자: textOf(unit.조문시행일자),
    조문제개정유형: textOf(unit.조문제개정유형),
    조문변경여부: textOf(unit.조문변경여부),
    조문내용: textOf(unit.조문내용),
    항: asArray(unit.항).map((paragraph) => ({
      항번호: textOf(paragraph.항번호),
      항내용: textOf(paragraph.항내용),
      호: asArray(paragraph.호).map((item) => ({ 호번호: textOf(item.호번호), 호내용: textOf(item.호내용) })),
    })),
  };
}

export function normalizeLawBasics(content: Row) {
  const basic = (content.기본정보 ?? {}) as Row;
  return {
    법령키: textOf(content.법령키),
    법령ID: textOf(basic.법령ID),
    법령명_한글: textOf(basic.법령명_한글),
    법령명약칭: textOf(basic.법령명약칭),
    법종구분: contentOf(basic.법종구분),
    법종구분코드: codeOf(basic.법종구분, '법종구분코드') || textOf(basic.법종구분코드),
    공포일자: textOf(basic.공포일자),
    공포번호: textOf(basic.공포번호),
    시행일자: textOf(basic.시행일자),
    제개정구분: textOf(basic.제개정구분),
    소관부처: contentOf(basic.소관부처) || textOf(basic.소관부처명),
    소관부처코드: codeOf(basic.소관부처, '소관부처코드') || textOf(basic.소관부처코드),
  };
}

export function normalizeLaw(content: Row) {
  const articles = asArray((content.조문 as Row | undefined)?.조문단위).map(normalizeArticle);
  const supplements = asArray((content.부칙 as Row | undefined)?.부칙단위).map((unit) => ({
    부칙공포일자: textOf(unit.부칙공포일자),
    부칙공포번호: textOf(unit.부칙공포번호),
    부칙내용: textOf(unit.부칙내용),
  }));
  return { ...normalizeLawBasics(content), 조문: articles, 부칙: supplements };
}
