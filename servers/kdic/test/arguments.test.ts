import { describe, expect, it } from 'vitest';
import { KEY, openKdic, textOf } from './helpers.ts';

describe('KDIC refuses impossible dates', () => {
  it.each(['20260230', '20261301', '20260400'])(
    'refuses regDate=%s naming the parameter and the form',
    async (regDate) => {
      const kdic = await openKdic();
      const result = await kdic.call('kdic_list_publications', { serviceKey: KEY, regDate });
      expect(result.isError).toBe(true);
      expect((result._meta as { 'kopa/error': { kind: string } })['kopa/error'].kind).toBe('invalid_args');
      expect(textOf(result)).toMatch(/regDate.*real calendar date.*YYYYMMDD/);
      await kdic.close();
    },
  );
});
