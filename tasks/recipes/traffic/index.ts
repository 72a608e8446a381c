// The traffic recipes.
import type { Recipe } from '../../src/recipe.ts';

export const TRAFFIC: readonly Recipe[] = [];
