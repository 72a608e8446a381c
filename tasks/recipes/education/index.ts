// The education recipes.
import type { Recipe } from '../../src/recipe.ts';

export const EDUCATION: readonly Recipe[] = [];
