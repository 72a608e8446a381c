// The education recipes (NEIS 교육정보, HRD Korea Q-Net).
import type { Recipe } from '../../src/recipe.ts';
import education001 from './education-001.ts';
import education002 from './education-002.ts';
import education003 from './education-003.ts';
import education004 from './education-004.ts';
import education005 from './education-005.ts';
import education006 from './education-006.ts';
import education007 from './education-007.ts';
import education008 from './education-008.ts';
import education009 from './education-009.ts';
import education010 from './education-010.ts';
import education011 from './education-011.ts';
import education012 from './education-012.ts';
import education013 from './education-013.ts';
import education014 from './education-014.ts';
import education015 from './education-015.ts';
import education016 from './education-016.ts';
import education017 from './education-017.ts';
import education018 from './education-018.ts';
import education019 from './education-019.ts';
import education020 from './education-020.ts';
import education021 from './education-021.ts';
import education022 from './education-022.ts';
import education023 from './education-023.ts';
import education024 from './education-024.ts';
import education025 from './education-025.ts';
import education026 from './education-026.ts';
import education027 from './education-027.ts';
import education028 from './education-028.ts';
import education029 from './education-029.ts';
import education030 from './education-030.ts';

export const EDUCATION: readonly Recipe[] = [
  education001,
  education002,
  education003,
  education004,
  education005,
  education006,
  education007,
  education008,
  education009,
  education010,
  education011,
  education012,
  education013,
  education014,
  education015,
  education016,
  education017,
  education018,
  education019,
  education020,
  education021,
  education022,
  education023,
  education024,
  education025,
  education026,
  education027,
  education028,
  education029,
  education030,
];
