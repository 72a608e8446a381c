// The dataset is a pure function of its seed, and a committed hash per table guards against drift.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createDartDataset } from '../../src/data/index.ts';

const SNAPSHOT = new URL('./dart-hashes.json', import.meta.url);
const REGENERATE = 'KOPA_UPDATE_DART_HASHES=1 npx vitest run servers/dart/test/data/determinism.test.ts';

describe('determinism', () => {
  const first = createDartDataset();
  const firstHashes = first.hashes();

  it('builds byte-identical tables from the same seed', () => {
    expect(createDartDataset('kopa-dart-v1').hashes()).toEqual(firstHashes);
  });

  it('builds different tables from another seed', () => {
    const other = createDartDataset('another-seed').hashes();
    expect(other['dart.disclosures']).not.toBe(firstHashes['dart.disclosures']);
    expect(other['dart.corpCodes']).not.toBe(firstHashes['dart.corpCodes']);
  });

  it('returns the same report rows on repeated calls', () => {
    const query = { corp_code: '00126380', bsns_year: '2024', reprt_code: '11011' } as const;
    expect(createDartDataset().fullStatements({ ...query, fs_div: 'CFS' })).toEqual(
      first.fullStatements({ ...query, fs_div: 'CFS' }),
    );
    expect(createDartDataset().periodic({ ...query, api: 'exctvSttus' })).toEqual(
      first.periodic({ ...query, api: 'exctvSttus' }),
    );
  });

  it('matches the committed table hashes', () => {
    if (process.env.KOPA_UPDATE_DART_HASHES === '1')
      writeFileSync(SNAPSHOT, `${JSON.stringify(firstHashes, null, 2)}\n`);
    const committed = existsSync(SNAPSHOT)
      ? (JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Record<string, string>)
      : {};
    const drifted = Object.keys(firstHashes).filter((table) => committed[table] !== firstHashes[table]);
    expect(
      drifted,
      `DART dataset drifted in ${drifted.join(', ')}. If the change is intended, regenerate the snapshot with: ${REGENERATE}`,
    ).toEqual([]);
  });
});
