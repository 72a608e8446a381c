// The politics recipes (열린국회정보 Open Assembly).
import type { Recipe } from '../../src/recipe.ts';
import politics001 from './politics-001.ts';
import politics002 from './politics-002.ts';
import politics003 from './politics-003.ts';
import politics004 from './politics-004.ts';
import politics005 from './politics-005.ts';
import politics006 from './politics-006.ts';
import politics007 from './politics-007.ts';
import politics008 from './politics-008.ts';
import politics009 from './politics-009.ts';
import politics010 from './politics-010.ts';
import politics011 from './politics-011.ts';
import politics012 from './politics-012.ts';
import politics013 from './politics-013.ts';
import politics014 from './politics-014.ts';
import politics015 from './politics-015.ts';
import politics016 from './politics-016.ts';
import politics017 from './politics-017.ts';
import politics018 from './politics-018.ts';
import politics019 from './politics-019.ts';
import politics020 from './politics-020.ts';
import politics021 from './politics-021.ts';
import politics022 from './politics-022.ts';
import politics023 from './politics-023.ts';
import politics024 from './politics-024.ts';
import politics025 from './politics-025.ts';

export const POLITICS: readonly Recipe[] = [
  politics001,
  politics002,
  politics003,
  politics004,
  politics005,
  politics006,
  politics007,
  politics008,
  politics009,
  politics010,
  politics011,
  politics012,
  politics013,
  politics014,
  politics015,
  politics016,
  politics017,
  politics018,
  politics019,
  politics020,
  politics021,
  politics022,
  politics023,
  politics024,
  politics025,
];
