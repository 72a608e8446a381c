import { describe, expect, it } from 'vitest';
import { KEY, openAssembly, textOf } from './helpers.ts';

describe('Open Assembly says when a page is past the end', () => {
  it('gives the row count and the last page instead of blaming the filters', async () => {
    const assembly = await openAssembly();
    const first = await assembly.call('assembly_list_committees', { KEY, pSize: 10 });
    const total = (first.structuredContent as { totalCount: number }).totalCount;
    const result = await assembly.call('assembly_list_committees', { KEY, pIndex: 99, pSize: 10 });
    expect(result.isError).toBe(true);
    const text = textOf(result);
    expect(text).toMatch(/^ASSEMBLY INFO-200 /);
    expect(text).toContain(
      `pIndex 99 is past the end: ${total} rows match, so the last page of pSize 10 is pIndex ${Math.ceil(total / 10)}`,
    );
    expect(text).not.toMatch(/names match partially/);
    await assembly.close();
  });

  it('keeps "nothing matched" for filters that match nothing, on any page', async () => {
    const assembly = await openAssembly();
    const result = await assembly.call('assembly_list_committees', { KEY, COMMITTEE_NAME: '없는위원회', pIndex: 2 });
    expect(textOf(result)).toMatch(/^ASSEMBLY INFO-200 .*Nothing matched/);
    await assembly.close();
  });
});

describe('Open Assembly refuses impossible meeting dates', () => {
  it.each([
    ['assembly_list_committee_meetings', 'MEETING_DATE', '2025-02-30'],
    ['assembly_list_committee_meetings', 'MEETING_DATE', '2025-13'],
    ['assembly_list_plenary_schedule', 'MEETTING_DATE', '2025-00-10'],
  ])('%s refuses %s=%s naming the form', async (tool, parameter, value) => {
    const assembly = await openAssembly();
    const result = await assembly.call(tool, { KEY, UNIT_CD: '100022', [parameter]: value });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(new RegExp(`${parameter}.*real date.*YYYY-MM`));
    await assembly.close();
  });

  it.each(['2025', '2025-11', '2025-11-0', '2025-02-28'])(
    'accepts the prefix MEETING_DATE=%s',
    async (MEETING_DATE) => {
      const assembly = await openAssembly();
      const result = await assembly.call('assembly_list_committee_meetings', { KEY, UNIT_CD: '100022', MEETING_DATE });
      expect(textOf(result)).not.toMatch(/real date/);
      await assembly.close();
    },
  );
});
