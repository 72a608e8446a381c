// The law recipes.
import type { Recipe } from '../../src/recipe.ts';

export const LAW: readonly Recipe[] = [];
