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
import finance012 from './finance-012.ts';
import finance013 from './finance-013.ts';
import finance014 from './finance-014.ts';
import finance015 from './finance-015.ts';
import finance016 from './finance-016.ts';
import finance017 from './finance-017.ts';
import finance018 from './finance-018.ts';
import finance019 from './finance-019.ts';
import finance020 from './finance-020.ts';
import finance021 from './finance-021.ts';
import finance022 from './finance-022.ts';
import finance023 from './finance-023.ts';
import finance024 from './finance-024.ts';
import finance025 from './finance-025.ts';
import finance026 from './finance-026.ts';
import finance027 from './finance-027.ts';
import finance028 from './finance-028.ts';
import finance029 from './finance-029.ts';

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
  finance012,
  finance013,
  finance014,
  finance015,
  finance016,
  finance017,
  finance018,
  finance019,
  finance020,
  finance021,
  finance022,
  finance023,
  finance024,
  finance025,
  finance026,
  finance027,
  finance028,
  finance029,
];
