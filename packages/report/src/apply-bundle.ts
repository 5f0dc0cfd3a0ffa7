import { SchemaError } from '@execret/core';
import { deriveDiagnostics } from './derive-diagnostics.js';
import { metricsByDomain } from './metrics-by-domain.js';
import type { ReportBundle } from './report-bundle.js';
import type { LoadedResults, LoadedSystem } from './report-types.js';
import { taskDomain } from './task-domain.js';

/** What {@link applyBundle} made of a results folder. */
export interface BundleApplication {
  /** The results, with derived diagnostics and per-domain means filled in. */
  results: LoadedResults;
  /** Systems whose diagnostics were derived (code unit order). */
  derived: string[];
  /** Remarks for people (e.g. files listing tied scores in another order). */
  notes: string[];
}

function short(hash: string): string {
  return `${hash.slice(0, 12)}…`;
}

// The bundle given must be the one the folder's results were computed on, where they record it.
function checkSameBundle(results: LoadedResults, bundle: ReportBundle): void {
  const expected = `${short(bundle.sha256)} (the content hash of bundle ${bundle.name}, given to the report)`;
  const recorded = results.config?.['bundle_sha256'];
  if (typeof recorded === 'string' && recorded !== bundle.sha256) throw new SchemaError({ file: 'config.json', field: 'bundle_sha256' }, expected, short(recorded));
  for (const system of results.systems) {
    if (system.bundleSha256 !== undefined && system.bundleSha256 !== bundle.sha256) throw new SchemaError({ file: system.file, field: 'execret.bundle_sha256' }, expected, short(system.bundleSha256));
  }
}

/**
 * Joins a results folder with the bundle its results were computed on: every results file without
 * diagnostics gets them derived from its `top_results` (see `deriveDiagnostics`), with the tie
 * metrics it lacks (`expected_*`, `rank1_tied_share`, …) added to its means, and every file
 * without `metrics_by_domain` gets the per-domain means of its per-query values (domains from the
 * bundle's queries, see `taskDomain`; rounded to 1e-6 as `execret run` writes them).
 *
 * @throws SchemaError when `config.json` or a results file records another bundle's hash, or a
 *   file's listed queries and results disagree with the bundle.
 */
export function applyBundle(results: LoadedResults, bundle: ReportBundle): BundleApplication {
  checkSameBundle(results, bundle);
  const domainById = new Map(bundle.bundle.queries.map((query) => [query.query_id, taskDomain(query)]));
  const derived: string[] = [];
  const notes: string[] = [];
  const systems = results.systems.map((system): LoadedSystem => {
    let next = system;
    if (system.diagnostics === undefined) {
      const { diagnostics, reorderedTieQueries, tieMetrics } = deriveDiagnostics(system, bundle);
      // The file's own means stay; the tie metrics it lacks are added (the study's files have none).
      const added = Object.entries(tieMetrics).filter(([key]) => !Object.hasOwn(system.metrics, key));
      next = { ...next, diagnostics, diagnosticsDerived: true, metrics: { ...system.metrics, ...Object.fromEntries(added) } };
      derived.push(system.system);
      if (reorderedTieQueries > 0) {
        notes.push(
          `${system.file}: ${reorderedTieQueries} ${reorderedTieQueries === 1 ? 'query lists' : 'queries list'} tied scores in another order than execret's rule (corpus id ascending); the derived diagnostics follow execret's rule`,
        );
      }
    }
    if (system.metricsByDomain === undefined) {
      const byDomain = metricsByDomain(results.queryIds, system.perQuery, (queryId) => domainById.get(queryId));
      if (byDomain !== undefined) next = { ...next, metricsByDomain: byDomain };
    }
    return next;
  });
  return { results: { ...results, systems }, derived, notes };
}
