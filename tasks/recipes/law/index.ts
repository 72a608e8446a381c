// The law recipes (국가법령정보센터 law.go.kr DRF).
import type { Recipe } from '../../src/recipe.ts';
import law001 from './law-001.ts';
import law002 from './law-002.ts';
import law003 from './law-003.ts';
import law004 from './law-004.ts';
import law005 from './law-005.ts';
import law006 from './law-006.ts';
import law007 from './law-007.ts';
import law008 from './law-008.ts';
import law009 from './law-009.ts';
import law010 from './law-010.ts';
import law011 from './law-011.ts';
import law012 from './law-012.ts';
import law013 from './law-013.ts';
import law014 from './law-014.ts';
import law015 from './law-015.ts';
import law016 from './law-016.ts';
import law017 from './law-017.ts';
import law018 from './law-018.ts';
import law019 from './law-019.ts';
import law020 from './law-020.ts';
import law021 from './law-021.ts';
import law022 from './law-022.ts';

export const LAW: readonly Recipe[] = [
  law001,
  law002,
  law003,
  law004,
  law005,
  law006,
  law007,
  law008,
  law009,
  law010,
  law011,
  law012,
  law013,
  law014,
  law015,
  law016,
  law017,
  law018,
  law019,
  law020,
  law021,
  law022,
];
