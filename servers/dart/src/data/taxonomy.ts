// xbrlTaxonomy (XBRL택사노미재무제표양식): the standard account forms by sj_div, built from the same
// account lines the emulated statements use, so every account_id a statement carries is in its form.
import { STATEMENT_ACCOUNTS } from './full-statements.ts';

/** sj_div → the statements it covers and whether it is the consolidated form. */
export const TAXONOMY_FORMS: Readonly<Record<string, { statements: readonly string[]; consolidated: boolean }>> = {
  BS1: { statements: ['BS'], consolidated: true },
  BS2: { statements: ['BS'], consolidated: false },
  BS3: { statements: ['BS'], consolidated: true },
  BS4: { statements: ['BS'], consolidated: false },
  IS1: { statements: ['IS'], consolidated: true },
  IS2: { statements: ['IS'], consolidated: false },
  IS3: { statements: ['IS'], consolidated: true },
  IS4: { statements: ['IS'], consolidated: false },
  CIS1: { statements: ['CIS'], consolidated: true },
  CIS2: { statements: ['CIS'], consolidated: false },
  CIS3: { statements: ['CIS'], consolidated: true },
  CIS4: { statements: ['CIS'], consolidated: false },
  DCIS1: { statements: ['IS', 'CIS'], consolidated: true },
  DCIS2: { statements: ['IS', 'CIS'], consolidated: false },
  DCIS3: { statements: ['IS', 'CIS'], consolidated: true },
  DCIS4: { statements: ['IS', 'CIS'], consolidated: false },
  DCIS5: { statements: ['IS', 'CIS'], consolidated: true },
  DCIS6: { statements: ['IS', 'CIS'], consolidated: false },
  DCIS7: { statements: ['IS', 'CIS'], consolidated: true },
  DCIS8: { statements: ['IS', 'CIS'], consolidated: false },
  CF1: { statements: ['CF'], consolidated: true },
  CF2: { statements: ['CF'], consolidated: false },
  CF3: { statements: ['CF'], consolidated: true },
  CF4: { statements: ['CF'], consolidated: false },
  SCE1: { statements: ['SCE'], consolidated: true },
  SCE2: { statements: ['SCE'], consolidated: false },
};

/** The K-IFRS paragraph that requires each statement's line items (IAS 1 ¶54, ¶81A, ¶106; IAS 7). */
const IFRS_REFERENCE: Readonly<Record<string, string>> = {
  BS: 'K-IFRS 1001 문단 54',
  IS: 'K-IFRS 1001 문단 81A',
  CIS: 'K-IFRS 1001 문단 81A',
  CF: 'K-IFRS 1007 문단 10',
  SCE: 'K-IFRS 1001 문단 106',
};

/** The version date of the form set the emulation answers with (see README "Fidelity"). */
export const TAXONOMY_DATE = '20240101';

/** "ifrs-full_CashAndCashEquivalents" → "Cash and cash equivalents". */
export function englishLabel(accountId: string): string {
  const local = accountId.slice(accountId.indexOf('_') + 1);
  const words = local.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(' ');
  return words.map((word, index) => (index === 0 ? word : word.toLowerCase())).join(' ');
}

export function taxonomyRows(sjDiv: string): Record<string, string>[] {
  const form = TAXONOMY_FORMS[sjDiv];
  if (!form) return [];
  const scope = form.consolidated ? 'CFS' : 'OFS';
  const seen = new Set<string>();
  return STATEMENT_ACCOUNTS.filter((statement) => form.statements.includes(statement.sj)).flatMap((statement) =>
    statement.lines
      .filter((line) => (!line.scope || line.scope === scope) && !seen.has(line.id) && seen.add(line.id))
      .map((line) => ({
        sj_div: sjDiv,
        account_id: line.id,
        account_nm: line.name,
        bsns_de: TAXONOMY_DATE,
        label_kor: line.name,
        label_eng: englishLabel(line.id),
        data_tp: 'X',
        ifrs_ref: line.id.startsWith('ifrs-full_') ? (IFRS_REFERENCE[statement.sj] ?? '') : '',
      })),
  );
}
