// The dataset is a pure function of its seed, and a committed hash per table guards against drift.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createGyeonggiDataset, DEFAULT_GYEONGGI_SEED } from '../../src/data/index.ts';

const SNAPSHOT = new URL('./gyeonggi-hashes.json', import.meta.url);
const REGENERATE = 'KOPA_UPDATE_GYEONGGI_HASHES=1 npx vitest run --project gyeonggi test/data/determinism.test.ts';

describe('determinism', () => {
  const firstHashes = createGyeonggiDataset().hashes();

  it('builds byte-identical tables from the same seed', () => {
    expect(createGyeonggiDataset(DEFAULT_GYEONGGI_SEED).hashes()).toEqual(firstHashes);
  });

  it('builds different tables from another seed', () => {
    const other = createGyeonggiDataset('another-seed');
    expect(other.sportsFacilities.hash()).not.toBe(firstHashes.TBGGPHSTRNFACLTM);
    expect(other.restaurants.part('41370').hash()).not.toBe(createGyeonggiDataset().restaurants.part('41370').hash());
  });

  it('hashes every table', () => {
    expect(Object.keys(firstHashes).sort()).toEqual(
      [
        'AgeAcctoPopltn',
        'Aedstus',
        'Animalhosptl',
        'ChildHouse',
        'ChildNightTreatHosptl',
        'GENRESTRT',
        'GolfPlace',
        'ParkingPlace',
        'ParmacyInfo',
        'PublicSwimmingPool',
        'PublicTrainingFacilitySoccer',
        'RegionMnyFacltStus',
        'TBGGIBLLBR',
        'TBGGPHSTRNFACLTM',
        'TfcacdarM',
      ].sort(),
    );
  });

  it('matches the committed table hashes', () => {
    if (process.env.KOPA_UPDATE_GYEONGGI_HASHES === '1')
      writeFileSync(SNAPSHOT, `${JSON.stringify(firstHashes, null, 2)}\n`);
    const committed = existsSync(SNAPSHOT)
      ? (JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Record<string, string>)
      : {};
    const drifted = Object.keys(firstHashes).filter((table) => committed[table] !== firstHashes[table]);
    expect(
      drifted,
      `Gyeonggi dataset drifted in ${drifted.join(', ')}. If the change is intended, regenerate the snapshot with: ${REGENERATE}`,
    ).toEqual([]);
  });
});
