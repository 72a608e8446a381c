// The politics recipes.
import type { Recipe } from '../../src/recipe.ts';

export const POLITICS: readonly Recipe[] = [];
