// Every recipe of the benchmark. `kopa tasks materialize` writes tasks/data from these and a test
// re-materializes them to catch drift. Each domain keeps its own list in <domain>/index.ts.
import type { Recipe } from '../src/recipe.ts';
import { DISTRICT } from './district/index.ts';
import { EDUCATION } from './education/index.ts';
import { FINANCE } from './finance/index.ts';
import { LAW } from './law/index.ts';
import { POLITICS } from './politics/index.ts';
import { TRAFFIC } from './traffic/index.ts';

export const RECIPES: readonly Recipe[] = [...TRAFFIC, ...FINANCE, ...EDUCATION, ...LAW, ...POLITICS, ...DISTRICT];
