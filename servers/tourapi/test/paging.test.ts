import { describe, expect, it } from 'vitest';
import { tourapi } from '../src/index.ts';
import { openTour, pageOf } from './helpers.ts';

describe('paging', () => {
  it.each([
    ['tourapi_list_by_area', { areaCode: '31', contentTypeId: '39' }, 1000],
    ['tourapi_search_festivals', { eventStartDate: '20260101' }, 1000],
    ['tourapi_list_by_location', { mapX: 127.0286, mapY: 37.2636, radius: 20_000, arrange: 'E' }, 500],
    ['tourapi_list_sync_contents', { areaCode: '39' }, 300],
  ])('reads %s to the end with disjoint, complete pages', async (tool, query, size) => {
    const tour = await openTour();
    const first = pageOf(await tour.data(tool, { ...query, numOfRows: size, pageNo: 1 }));
    expect(first.totalCount).toBeGreaterThan(size);
    const seen: string[] = [];
    const pages = Math.ceil(first.totalCount / size);
    for (let page = 1; page <= pages; page++) {
      const { items, totalCount } = pageOf(await tour.data(tool, { ...query, numOfRows: size, pageNo: page }));
      expect(totalCount).toBe(first.totalCount);
      seen.push(...items.map((row) => row.contentid ?? ''));
    }
    expect(seen).toHaveLength(first.totalCount);
    expect(new Set(seen).size).toBe(first.totalCount);
    expect(pageOf(await tour.data(tool, { ...query, numOfRows: size, pageNo: pages + 1 })).items).toEqual([]);
    await tour.close();
  });

  it('declares pageNo/numOfRows paging (max 1000) on every list tool', () => {
    const paged = tourapi.tools.filter((tool) => 'numOfRows' in tool.input.shape);
    expect(paged.length).toBeGreaterThanOrEqual(12);
    for (const tool of paged) expect(tool.paging, tool.name).toEqual({ page: 'pageNo', size: 'numOfRows', max: 1000 });
  });
});
