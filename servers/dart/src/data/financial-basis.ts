// The bases and years the financial model covers, shared by the drivers drawn per company and the
// quarterly statements built from them.
import { FIRST_YEAR } from '@kopa/world';

/** 연결 (consolidated) or 별도 (separate) statements. */
export type Basis = 'CFS' | 'OFS';
export const MODEL_FIRST_YEAR = FIRST_YEAR - 1;
export const MODEL_LAST_YEAR = 2026;
