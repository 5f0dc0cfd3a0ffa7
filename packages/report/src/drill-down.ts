import type { CorpusRow, DistractorMetadataRow, QueryRow } from '@execret/core';
import type { ReportBundle } from './report-bundle.js';
import type { FullLeaderboard, ListedResult, LoadedResults, LoadedSystem } from './report-types.js';
import { taskDomain } from './task-domain.js';

/** The first test a listed result fails, as the results file records it. */
export interface DrillDownFailure {
  /** Position of the test in the query's `test_suite`, 0-based. */
  index: number;
  /** The test's source (from the bundle; null without one). */
  test: string | null;
  /** The recorded outcome (`FAIL: …`, `TIMEOUT`, `ERROR: …`). */
  outcome: string;
}

/** The rank-1 result of one query for one system. */
export interface DrillDownResult {
  /** `corpus_id`. */
  corpusId: string;
  /** `correct`, `incorrect`, or empty when unknown. */
  label: string;
  /** Bug type (empty for canonicals and unknown snippets). */
  bugType: string;
  /** Mutation operator of a distractor (from `distractor_metadata.jsonl`; null when unknown). */
  operator: string | null;
  /** Retrieval score (`similarity`; null when the file has none). */
  score: number | null;
  /** True when it passes every test of the query (`passes_all_tests`). */
  passes: boolean;
  /** Whether the snippet is one of the query's own paired distractors. */
  ownDistractor: boolean;
  /** The query a snippet of another task belongs to (its canonical or distractor; null when it is this query's own or unknown). */
  otherQueryId: string | null;
  /** The first failing test with its recorded outcome (null when it passes or no outcome is recorded). */
  failure: DrillDownFailure | null;
}

/** One query as one system ranked it. */
export interface DrillDownEntry {
  /** `query_id`. */
  queryId: string;
  /** The query's domain (null without a bundle or domain). */
  domain: string | null;
  /** exec@1 of the query from the results file's per-query values. */
  hit: boolean;
  /** The rank-1 result (null when the system listed none). */
  rank1: DrillDownResult | null;
  /** The query's canonical: its id, its rank in the listed top results (null when not listed) and its score there. */
  canonical: { corpusId: string; rank: number | null; score: number | null };
}

/** One system's queries: rank-1 misses first, then hits, each in the results' query order. */
export interface DrillDownSystem {
  /** System id. */
  system: string;
  /** Queries whose exec@1 is 0. */
  misses: number;
  /** Every query, misses first. */
  entries: DrillDownEntry[];
}

/** A query some systems get right at rank 1 and others do not. */
export interface DrillDownDisagreement {
  /** `query_id`. */
  queryId: string;
  /** The query's domain (null when unknown). */
  domain: string | null;
  /** Systems with exec@1 = 1, in leaderboard order. */
  right: string[];
  /** Systems with exec@1 = 0, in leaderboard order. */
  wrong: string[];
}

/** The per-query drill-down of a report (`report.html`'s "Per query" section). */
export interface DrillDown {
  /** Per system, in leaderboard order. */
  systems: DrillDownSystem[];
  /** Queries on which the systems disagree at rank 1, in query order (empty with one system). */
  disagreements: DrillDownDisagreement[];
}

function firstFailure(result: ListedResult, query: QueryRow | undefined): DrillDownFailure | null {
  if (result.passesAllTests || result.testResults === undefined) return null;
  const index = result.testResults.findIndex((outcome) => outcome !== 'pass');
  if (index === -1) return null;
  return { index, test: query?.test_suite[index] ?? null, outcome: result.testResults[index] as string };
}

/**
 * The drill-down of a report: for each system (leaderboard order) every query with its rank-1 result
 * (label, bug type, operator, score, first failing test and its recorded outcome), and its
 * canonical's rank and score among the listed top results; rank-1 misses (exec@1 = 0 in the results
 * file) first. With several systems, the queries on which some are right at rank 1 and others wrong.
 * Uses the bundle, when given, for domains, operators, tests and which query a snippet belongs to.
 */
export function buildDrillDown(results: LoadedResults, leaderboard: FullLeaderboard, bundle?: ReportBundle): DrillDown {
  const queries = new Map<string, QueryRow>((bundle?.bundle.queries ?? []).map((query) => [query.query_id, query]));
  const corpus = new Map<string, CorpusRow>((bundle?.bundle.corpus ?? []).map((row) => [row.corpus_id, row]));
  const operators = new Map<string, DistractorMetadataRow>((bundle?.bundle.distractorMetadata ?? []).map((row) => [row.corpus_id, row]));
  // Which query each snippet belongs to: a canonical's query, or the query a distractor is paired with.
  const owner = new Map<string, string>();
  for (const query of queries.values()) for (const corpusId of [...query.correct_corpus_ids, ...query.paired_distractor_corpus_ids]) owner.set(corpusId, query.query_id);
  const byId = new Map<string, LoadedSystem>(results.systems.map((system) => [system.system, system]));
  const ordered = leaderboard.rows.map((row) => byId.get(row.system)).filter((system): system is LoadedSystem => system !== undefined);
  const domainOf = (queryId: string): string | null => {
    const query = queries.get(queryId);
    return query === undefined ? null : (taskDomain(query) ?? null);
  };
  const hits = new Map<string, boolean[]>();
  const systems = ordered.map((system): DrillDownSystem => {
    const exec1 = system.perQuery['exec@1'] ?? [];
    const flags = results.queryIds.map((_queryId, index) => exec1[index] === 1);
    hits.set(system.system, flags);
    const entries = results.queryIds.map((queryId, index): DrillDownEntry => {
      const listed = system.listed.get(queryId);
      const query = queries.get(queryId);
      const canonicalId = listed?.correctCorpusIds[0] ?? query?.correct_corpus_ids[0] ?? '';
      const canonicalIndex = listed?.topResults.findIndex((result) => result.corpusId === canonicalId) ?? -1;
      const first = listed?.topResults[0];
      let rank1: DrillDownResult | null = null;
      if (first !== undefined) {
        const row = corpus.get(first.corpusId);
        const ownerId = owner.get(first.corpusId);
        rank1 = {
          corpusId: first.corpusId,
          label: first.label ?? row?.label ?? '',
          bugType: first.bugType || row?.bug_type || '',
          operator: operators.get(first.corpusId)?.operator ?? null,
          score: first.similarity ?? null,
          passes: first.passesAllTests,
          ownDistractor: query?.paired_distractor_corpus_ids.includes(first.corpusId) ?? false,
          otherQueryId: ownerId !== undefined && ownerId !== queryId ? ownerId : null,
          failure: firstFailure(first, query),
        };
      }
      return {
        queryId,
        domain: domainOf(queryId),
        hit: flags[index] as boolean,
        rank1,
        canonical: {
          corpusId: canonicalId,
          rank: canonicalIndex === -1 ? null : canonicalIndex + 1,
          score: canonicalIndex === -1 ? null : (listed?.topResults[canonicalIndex]?.similarity ?? null),
        },
      };
    });
    const misses = entries.filter((entry) => !entry.hit);
    return { system: system.system, misses: misses.length, entries: [...misses, ...entries.filter((entry) => entry.hit)] };
  });
  const disagreements: DrillDownDisagreement[] = [];
  if (ordered.length > 1) {
    results.queryIds.forEach((queryId, index) => {
      const right = ordered.filter((system) => hits.get(system.system)?.[index] === true).map((system) => system.system);
      if (right.length === 0 || right.length === ordered.length) return;
      const wrong = ordered.filter((system) => hits.get(system.system)?.[index] !== true).map((system) => system.system);
      disagreements.push({ queryId, domain: domainOf(queryId), right, wrong });
    });
  }
  return { systems, disagreements };
}
