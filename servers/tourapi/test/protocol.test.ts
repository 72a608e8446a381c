import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { describe, expect, it } from 'vitest';
import { tourapi } from '../src/index.ts';
import { itemsOf, KEY, openTour, textOf } from './helpers.ts';

/** Valid arguments for every read tool. */
const SAMPLE_ARGS: Record<string, Record<string, unknown>> = {
  tourapi_list_by_area: { serviceKey: KEY, areaCode: '31', sigunguCode: '1' },
  tourapi_list_by_location: { serviceKey: KEY, mapX: 126.977, mapY: 37.5796, radius: 1000 },
  tourapi_search_keyword: { serviceKey: KEY, keyword: '경복궁' },
  tourapi_search_festivals: { serviceKey: KEY, eventStartDate: '20260901' },
  tourapi_search_stays: { serviceKey: KEY, areaCode: '39' },
  tourapi_get_common_detail: { serviceKey: KEY, contentId: '126508' },
  tourapi_get_intro_detail: { serviceKey: KEY, contentId: '126508', contentTypeId: '12' },
  tourapi_get_repeat_detail: { serviceKey: KEY, contentId: '126508', contentTypeId: '12' },
  tourapi_get_images: { serviceKey: KEY, contentId: '126508' },
  tourapi_list_sync_contents: { serviceKey: KEY, modifiedtime: '202608' },
  tourapi_list_legal_dong_codes: { serviceKey: KEY, lDongRegnCd: '41' },
  tourapi_list_classification_codes: { serviceKey: KEY, lclsSystm1: 'NA' },
  tourapi_list_area_codes: { serviceKey: KEY, areaCode: '31' },
  tourapi_list_category_codes: { serviceKey: KEY, contentTypeId: '12' },
  tourapi_list_saved_contents: {},
  tourapi_get_trip_plan: {},
  tourapi_get_api_key: {},
};

function checkListing(tools: Awaited<ReturnType<Client['listTools']>>['tools']) {
  const names = tools.map((tool) => tool.name).filter((name) => name.startsWith('tourapi_'));
  expect(names.length).toBeGreaterThanOrEqual(14);
  for (const tool of tools) {
    expect(tool.inputSchema.type, tool.name).toBe('object');
    expect(tool.outputSchema?.type, tool.name).toBe('object');
    expect(tool.description, tool.name).toMatch(/[가-힣]/);
    const operation = tourapi.toolsByName.get(tool.name)?.operation;
    if (operation && operation !== 'key') expect(tool.description, tool.name).toContain(`(${operation})`);
  }
  const data = tourapi.tools.filter((tool) => tool.operation);
  expect(data.length).toBeGreaterThanOrEqual(14);
}

describe('TourAPI over MCP', () => {
  it('lists the tourapi_* tools with schemas, Korean descriptions and their operations', async () => {
    const tour = await openTour();
    checkListing((await tour.client.listTools()).tools);
    await tour.close();
  });

  it('never changes state from a read tool', async () => {
    const tour = await openTour({
      user: { savedContents: ['126508'], tripPlan: [{ day: 1, contentid: '126508', memo: '' }] },
    });
    const before = structuredClone(tour.hub.getSession(tour.token)?.state);
    const readTools = tourapi.allTools.filter((tool) => tool.kind === 'read');
    for (const tool of readTools) {
      const args = SAMPLE_ARGS[tool.name];
      expect(args, `SAMPLE_ARGS needs an entry for ${tool.name}`).toBeDefined();
      const result = await tour.call(tool.name, args);
      expect(result.isError, `${tool.name}: ${textOf(result)}`).toBeFalsy();
    }
    expect(tour.hub.getSession(tour.token)?.state).toEqual(before);
    expect(tour.hub.getSession(tour.token)?.calls).toHaveLength(readTools.length);
    await tour.close();
  });

  it('keeps saved contents in user state through save, duplicate save and unsave, and rejects unknown ids', async () => {
    const tour = await openTour();
    const saved = await tour.data('tourapi_save_content', { contentId: '126508' });
    expect(saved.structuredContent).toMatchObject({
      savedContents: ['126508'],
      changed: true,
      content: { title: '경복궁' },
    });
    expect((await tour.data('tourapi_save_content', { contentId: '126508' })).structuredContent).toMatchObject({
      changed: false,
    });
    const unknown = await tour.data('tourapi_save_content', { contentId: '999' });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toContain('tourapi_search_keyword');
    expect(textOf(await tour.call('tourapi_unsave_content', { contentId: '126510' }))).toContain('is not saved');
    await tour.call('tourapi_unsave_content', { contentId: '126508' });
    expect(tour.hub.getSession(tour.token)?.state.tourapi?.user).toEqual({ savedContents: [], tripPlan: [] });
    await tour.close();
  });

  it('orders the trip plan by day, keeps one entry per day and content, and removes from one day', async () => {
    const tour = await openTour();
    const [site] = itemsOf(await tour.data('tourapi_search_keyword', { keyword: '화성행궁' }));
    await tour.data('tourapi_add_plan_item', { contentId: '126610', day: 2 });
    await tour.data('tourapi_add_plan_item', { contentId: site?.contentid, day: 1, memo: '야간 개장' });
    await tour.data('tourapi_add_plan_item', { contentId: '126610', day: 1 });
    const again = await tour.data('tourapi_add_plan_item', { contentId: '126610', day: 1 });
    expect(again.structuredContent).toMatchObject({ changed: false, title: '수원 화성' });
    expect(textOf(await tour.data('tourapi_add_plan_item', { contentId: '126610', day: 31 }))).toContain(
      'at most 30 days',
    );
    await tour.call('tourapi_remove_plan_item', { contentId: '126610', day: 2 });
    const plan = (await tour.call('tourapi_get_trip_plan')).structuredContent as { tripPlan: unknown[] };
    expect(plan.tripPlan).toEqual([
      { day: 1, contentid: site?.contentid, memo: '야간 개장' },
      { day: 1, contentid: '126610', memo: '' },
    ]);
    expect(textOf(await tour.call('tourapi_remove_plan_item', { contentId: '126610', day: 5 }))).toContain(
      'not in the trip plan',
    );
    await tour.close();
  });

  it('keeps two sessions apart: keys and user state do not leak', async () => {
    const [a, b] = [await openTour(), await openTour({ credentials: { key: 'a'.repeat(64) } })];
    const crossed = await b.data('tourapi_get_common_detail', { contentId: '126508' });
    expect(textOf(crossed)).toMatch(/^TOURAPI 30 /);
    await a.data('tourapi_save_content', { contentId: '126508' });
    expect(b.hub.getSession(b.token)?.state.tourapi?.user).toEqual({ savedContents: [], tripPlan: [] });
    await Promise.all([a.close(), b.close()]);
  });
});
