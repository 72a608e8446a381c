// The finance recipes (DART, KRX, KDIC).
import type { Recipe } from '../../src/recipe.ts';
import finance001 from './finance-001.ts';
import finance002 from './finance-002.ts';
import finance003 from './finance-003.ts';
import finance004 from './finance-004.ts';
import finance005 from './finance-005.ts';
import finance006 from './finance-006.ts';
import finance007 from './finance-007.ts';
import finance008 from './finance-008.ts';
import finance009 from './finance-009.ts';
import finance010 from './finance-010.ts';
import finance011 from './finance-011.ts';

export const FINANCE: readonly Recipe[] = [
  finance001,
  finance002,
  finance003,
  finance004,
  finance005,
  finance006,
  finance007,
  finance008,
  finance009,
  finance010,
  finance011,
];
