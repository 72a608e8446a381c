// The district recipes.
import type { Recipe } from '../../src/recipe.ts';

export const DISTRICT: readonly Recipe[] = [];
