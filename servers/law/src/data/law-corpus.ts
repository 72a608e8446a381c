// The statute corpus: catalog, amendment histories and article plans, built on first use and cached,
// with rendered article text kept per MST (a small cache, as law.go.kr serves text per version).

import { familyOf } from './article-templates.ts';
import { type ArticleState, articlesAt, buildPlan, type LawPlan } from './articles.ts';
import { buildCatalog, type LawSpec } from './catalog.ts';
import { type ArticleUnit, renderArticle, renderVersion } from './render-article.ts';
import { buildHistories, type LawVersion, versionInForce } from './versions.ts';

export interface LawCorpus {
  specs(): readonly LawSpec[];
  spec(법령ID: string): LawSpec | undefined;
  specByName(name: string): LawSpec | undefined;
  versions(법령ID: string): readonly LawVersion[];
  /** The version with this MST, and its law. */
  byMst(mst: string): { spec: LawSpec; version: LawVersion } | undefined;
  plan(법령ID: string): LawPlan;
  /** Articles of one version keyed "750" / "3의2". */
  states(version: LawVersion): ReadonlyMap<string, ArticleState>;
  /** Every 조문단위 of one version (chapter headings included). */
  units(version: LawVersion): readonly ArticleUnit[];
  unit(version: LawVersion, target: { num: number; branch: number }): ArticleUnit | undefined;
  inForce(법령ID: string, ymd: string): LawVersion | undefined;
}

export function createLawCorpus(seed: string): LawCorpus {
  let catalog: LawSpec[] | undefined;
  let byId: Map<string, LawSpec> | undefined;
  let byName: Map<string, LawSpec> | undefined;
  let histories: Map<string, LawVersion[]> | undefined;
  let mstIndex: Map<string, { spec: LawSpec; version: LawVersion }> | undefined;
  const plans = new Map<string, LawPlan>();
  const stateCache = new Map<string, Map<string, ArticleState>>();
  const unitCache = new Map<string, ArticleUnit[]>();

  const specs = () => {
    catalog ??= buildCatalog(seed);
    return catalog;
  };
  const ids = () => {
    byId ??= new Map(specs().map((spec) => [spec.법령ID, spec]));
    return byId;
  };
  const names = () => {
    byName ??= new Map(specs().map((spec) => [spec.name, spec]));
    return byName;
  };
  const history = () => {
    histories ??= buildHistories(specs(), seed);
    return histories;
  };
  const versions = (id: string) => history().get(id) ?? [];
  const plan = (id: string): LawPlan => {
    let found = plans.get(id);
    if (!found) {
      const spec = ids().get(id);
      if (!spec) throw new Error(`unknown 법령ID ${id}`);
      found = buildPlan({ spec, versions: versions(id), seed, chapterNames: familyOf(spec).chapters });
      plans.set(id, found);
    }
    return found;
  };
  const context = (version: LawVersion) => {
    const spec = ids().get(version.법령ID);
    if (!spec) throw new Error(`unknown 법령ID ${version.법령ID}`);
    const parent = spec.parent ? names().get(spec.parent) : undefined;
    return { spec, parent, plan: plan(spec.법령ID), versionIndex: version.index };
  };
  const remember = <V>(cache: Map<string, V>, key: string, value: V) => {
    if (cache.size > 600) cache.delete(cache.keys().next().value as string);
    cache.set(key, value);
    return value;
  };

  const states = (version: LawVersion): ReadonlyMap<string, ArticleState> => {
    const cached = stateCache.get(version.법령일련번호);
    if (cached) return cached;
    const map = new Map<string, ArticleState>();
    for (const state of articlesAt(plan(version.법령ID), version.index)) {
      map.set(state.slot.branch > 0 ? `${state.slot.num}의${state.slot.branch}` : String(state.slot.num), state);
    }
    return remember(stateCache, version.법령일련번호, map);
  };

  return {
    specs,
    spec: (id) => ids().get(id),
    specByName: (name) => names().get(name),
    versions,
    byMst(mst) {
      if (!mstIndex) {
        mstIndex = new Map();
        for (const spec of specs())
          for (const version of versions(spec.법령ID)) mstIndex.set(version.법령일련번호, { spec, version });
      }
      return mstIndex.get(mst);
    },
    plan,
    states,
    units(version) {
      return (
        unitCache.get(version.법령일련번호) ??
        remember(unitCache, version.법령일련번호, renderVersion(context(version)))
      );
    },
    unit(version, target) {
      const state = states(version).get(target.branch > 0 ? `${target.num}의${target.branch}` : String(target.num));
      return state ? renderArticle(context(version), state) : undefined;
    },
    inForce: (id, ymd) => versionInForce(versions(id), ymd),
  };
}
