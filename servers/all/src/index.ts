// The registry of every KOPA platform, in DESIGN §2 order. The CLI, the gateway, the evaluator and
// the synthesizer all take their platform list from here.
import type { Platform } from '@kopa/kit';
import { assembly } from '@kopa/server-assembly';
import { dart } from '@kopa/server-dart';
import { expressway } from '@kopa/server-expressway';
import { gyeonggi } from '@kopa/server-gyeonggi';
import { hrdkorea } from '@kopa/server-hrdkorea';
import { kdic } from '@kopa/server-kdic';
import { kma } from '@kopa/server-kma';
import { krx } from '@kopa/server-krx';
import { law } from '@kopa/server-law';
import { neis } from '@kopa/server-neis';
import { seoul } from '@kopa/server-seoul';
import { tourapi } from '@kopa/server-tourapi';

export const PLATFORMS: readonly Platform[] = [
  expressway,
  seoul,
  dart,
  krx,
  kdic,
  neis,
  hrdkorea,
  law,
  assembly,
  gyeonggi,
  kma,
  tourapi,
] as Platform[];

export function findPlatform(id: string): Platform {
  const platform = PLATFORMS.find((candidate) => candidate.id === id);
  if (!platform) throw new Error(`unknown platform "${id}"; available: ${PLATFORMS.map((p) => p.id).join(', ')}`);
  return platform;
}

export function selectPlatforms(ids: readonly string[]): Platform[] {
  return ids.length === 0 ? [...PLATFORMS] : ids.map(findPlatform);
}
