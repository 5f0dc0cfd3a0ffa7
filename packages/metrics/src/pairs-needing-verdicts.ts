import type { Run } from '@execret/core';
import { diagnoseRun, type DiagnoseRunOptions } from './diagnose-run.js';
import { evaluateRun, type EvaluateRunOptions } from './evaluate-run.js';
import type { Judgements, VerdictLookup } from './types.js';

/** The {@link evaluateRun} and {@link diagnoseRun} calls that will be made on a run, by their options. */
export interface PairsNeedingVerdictsOptions {
  /** One entry per `evaluateRun` call: its options without the verdicts (cutoffs, metrics, tie rule, query set). */
  evaluations?: ReadonlyArray<Omit<EvaluateRunOptions, 'passes' | 'unexecuted'>>;
  /** One entry per `diagnoseRun` call: its options without the verdicts and bug types (tie rule, query set). */
  diagnostics?: ReadonlyArray<Omit<DiagnoseRunOptions, 'passes' | 'bugTypeOf' | 'unexecuted'>>;
}

/**
 * The (query id, corpus id) pairs whose execution verdict the given {@link evaluateRun} and
 * {@link diagnoseRun} calls will read: exactly those, so executing them (and nothing else) lets
 * every call run with `unexecuted: 'error'`.
 *
 * It makes the same calls with a lookup that records each pair and answers `false`: which verdicts
 * those functions read never depends on the verdicts' values, so the pairs agree with the real
 * calls by construction, whatever the cutoffs, tie rule (ties crossing a cutoff, `expected`
 * groups) or density ablation read. Invalid options or runs throw as the calls themselves would.
 *
 * Order: queries in the order first read (judgement order), each query's corpus ids in the order
 * first read; each pair once.
 */
export function pairsNeedingVerdicts(run: Run, judgements: Judgements, options: PairsNeedingVerdictsOptions): Array<[queryId: string, corpusId: string]> {
  const read = new Map<string, Set<string>>();
  const record: VerdictLookup = (queryId, corpusId) => {
    let corpusIds = read.get(queryId);
    if (corpusIds === undefined) {
      corpusIds = new Set();
      read.set(queryId, corpusIds);
    }
    corpusIds.add(corpusId);
    return false;
  };
  for (const evaluation of options.evaluations ?? []) evaluateRun(run, judgements, { ...evaluation, passes: record });
  for (const diagnostics of options.diagnostics ?? []) diagnoseRun(run, judgements, { ...diagnostics, passes: record });
  const pairs: Array<[string, string]> = [];
  for (const [queryId, corpusIds] of read) for (const corpusId of corpusIds) pairs.push([queryId, corpusId]);
  return pairs;
}
