// The traffic recipes (한국도로공사 expressway, 서울 열린데이터광장).
import type { Recipe } from '../../src/recipe.ts';
import traffic001 from './traffic-001.ts';
import traffic002 from './traffic-002.ts';
import traffic003 from './traffic-003.ts';
import traffic004 from './traffic-004.ts';
import traffic005 from './traffic-005.ts';
import traffic006 from './traffic-006.ts';
import traffic007 from './traffic-007.ts';
import traffic008 from './traffic-008.ts';
import traffic009 from './traffic-009.ts';
import traffic010 from './traffic-010.ts';
import traffic011 from './traffic-011.ts';
import traffic012 from './traffic-012.ts';
import traffic013 from './traffic-013.ts';
import traffic014 from './traffic-014.ts';
import traffic015 from './traffic-015.ts';
import traffic016 from './traffic-016.ts';
import traffic017 from './traffic-017.ts';
import traffic018 from './traffic-018.ts';
import traffic019 from './traffic-019.ts';
import traffic020 from './traffic-020.ts';
import traffic021 from './traffic-021.ts';
import traffic022 from './traffic-022.ts';

export const TRAFFIC: readonly Recipe[] = [
  traffic001,
  traffic002,
  traffic003,
  traffic004,
  traffic005,
  traffic006,
  traffic007,
  traffic008,
  traffic009,
  traffic010,
  traffic011,
  traffic012,
  traffic013,
  traffic014,
  traffic015,
  traffic016,
  traffic017,
  traffic018,
  traffic019,
  traffic020,
  traffic021,
  traffic022,
];
