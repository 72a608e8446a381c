// Every recipe of the benchmark, by id. `kopa tasks materialize` writes tasks/data from these and a
// test re-materializes them to catch drift.
import type { Recipe } from '../src/recipe.ts';
import finance001 from './finance/finance-001.ts';
import finance002 from './finance/finance-002.ts';
import finance003 from './finance/finance-003.ts';
import finance004 from './finance/finance-004.ts';
import finance005 from './finance/finance-005.ts';
import finance006 from './finance/finance-006.ts';

export const RECIPES: readonly Recipe[] = [finance001, finance002, finance003, finance004, finance005, finance006];
