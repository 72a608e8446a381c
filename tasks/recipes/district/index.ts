// The district recipes (경기데이터드림): 시군 facilities, restaurants, accidents, population, saved places.
import type { Recipe } from '../../src/recipe.ts';
import district001 from './district-001.ts';
import district002 from './district-002.ts';
import district003 from './district-003.ts';
import district004 from './district-004.ts';
import district005 from './district-005.ts';
import district006 from './district-006.ts';
import district007 from './district-007.ts';
import district008 from './district-008.ts';
import district009 from './district-009.ts';
import district010 from './district-010.ts';
import district011 from './district-011.ts';
import district012 from './district-012.ts';
import district013 from './district-013.ts';
import district014 from './district-014.ts';
import district015 from './district-015.ts';
import district016 from './district-016.ts';
import district017 from './district-017.ts';

export const DISTRICT: readonly Recipe[] = [
  district001,
  district002,
  district003,
  district004,
  district005,
  district006,
  district007,
  district008,
  district009,
  district010,
  district011,
  district012,
  district013,
  district014,
  district015,
  district016,
  district017,
];
