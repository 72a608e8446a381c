// Trainer-safe tool schemas: what a collapsed keyword meant survives in the description, and
// trainer prefixes map back to the offered tool. Every platform's tools against verl's rules:
// evaluator/test/trainer-tools.test.ts.
import { describe, expect, it } from 'vitest';
import { canonicalToolName, trainerProperty } from '../src/trainer-schema.ts';

describe('trainer tool schemas', () => {
  it('keeps the meaning of what it collapses in the description', () => {
    // A number that may also be sent as its digits (KRX ranges).
    expect(
      trainerProperty({
        anyOf: [{ type: 'number' }, { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }],
        description: '대비',
      }),
    ).toEqual({ type: 'number', description: '대비 (its digits as a string are accepted too)' });
    // One of two numbers (law.go.kr search scope): an integer with its values named.
    expect(
      trainerProperty({
        anyOf: [
          { type: 'number', const: 1 },
          { type: 'number', const: 2 },
        ],
        description: '범위',
      }),
    ).toEqual({
      type: 'integer',
      description: '범위 (one of 1, 2)',
    });
    // A bounded whole number that may be text (Open Assembly's 대수).
    expect(
      trainerProperty({
        anyOf: [
          { type: 'string', pattern: '^\\d{1,2}$' },
          { type: 'integer', minimum: 1, maximum: 99 },
        ],
      }),
    ).toEqual({ type: 'integer', description: 'from 1 to 99; its digits as a string are accepted too' });
    // zod's unbounded .int() (±MAX_SAFE_INTEGER) is no bound worth a token.
    expect(trainerProperty({ type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER }).description).toBe(
      'at least 1',
    );
    // String enums stay enums; numeric enums become words; a missing type becomes a string.
    expect(trainerProperty({ type: 'string', enum: ['Y', 'N'] })).toEqual({ type: 'string', enum: ['Y', 'N'] });
    expect(trainerProperty({ enum: [10, 20] })).toEqual({ type: 'integer', description: 'one of 10, 20' });
    expect(trainerProperty({})).toEqual({ type: 'string' });
    expect(trainerProperty({ type: ['string', 'null'] })).toEqual({ type: 'string' });
    // Mixed kinds keep the first, and say so.
    expect(trainerProperty({ anyOf: [{ type: 'string' }, { type: 'boolean' }] }).description).toBe(
      'one of the types string, boolean',
    );
    // Array items survive for trainers that read them.
    expect(trainerProperty({ type: 'array', items: { type: 'string' } })).toEqual({
      type: 'array',
      items: { type: 'string' },
    });
  });

  it('maps a trainer’s prefixed name to the offered tool it ends with, and nothing else', () => {
    const offered = ['dart_list_disclosures', 'dart_get_api_key', 'krx_list_stocks'];
    expect(canonicalToolName('dart_list_disclosures', offered)).toBe('dart_list_disclosures');
    expect(canonicalToolName('dart_dart_list_disclosures', offered)).toBe('dart_list_disclosures');
    expect(canonicalToolName('kopa-dart_dart_get_api_key', offered)).toBe('dart_get_api_key');
    expect(canonicalToolName('list_disclosures', offered)).toBe('list_disclosures');
    expect(canonicalToolName('dart_list_disclosuresx', offered)).toBe('dart_list_disclosuresx');
    expect(canonicalToolName('xdart_list_disclosures', offered)).toBe('xdart_list_disclosures');
  });
});
