import { compareCodeUnits, type Bundle } from '@execret/core';
import { bugTypeOrder } from './bug-type-order.js';
import { taskDomain } from './task-domain.js';

/** The domain name given to tasks without one. */
export const NO_DOMAIN = '(no domain)';

/** One row of the per-domain table. */
export interface DatasetDomainRow {
  /** The domain (see `taskDomain`), or `(no domain)`. */
  domain: string;
  /** Tasks (queries) of the domain. */
  tasks: number;
  /** Snippets the domain's tasks list (`canonicals + distractors`). */
  snippets: number;
  /** Canonicals the domain's tasks list (`correct_corpus_ids`). */
  canonicals: number;
  /** Paired distractors the domain's tasks list (`paired_distractor_corpus_ids`). */
  distractors: number;
}

/** One row of the per-bug-type table. */
export interface DatasetBugTypeRow {
  /** The bug type (`unknown` for a distractor without one). */
  bug_type: string;
  /** Distractors of the type in the pool. */
  distractors: number;
  /** `distractors` ÷ all distractors. */
  share: number;
}

/** The study's dataset tables (its Tables 1 and 2) for a bundle. */
export interface DatasetTables {
  /** Whole-bundle counts. */
  totals: {
    tasks: number;
    snippets: number;
    canonicals: number;
    distractors: number;
    domains: number;
    /** Snippets no task lists as canonical or paired distractor. */
    unpaired_snippets: number;
  };
  /** Per domain, in code unit order (`(no domain)` last). */
  by_domain: DatasetDomainRow[];
  /** Distractors (label `incorrect`) per bug type, execret's six first. */
  by_bug_type: DatasetBugTypeRow[];
  /** How many tasks have n paired distractors, by n ascending. */
  distractors_per_task: Array<{ distractors: number; tasks: number }>;
}

/**
 * Counts a bundle the way the study's dataset tables do: tasks, snippets and distractors per domain
 * (a task's snippets are its `correct_corpus_ids` and `paired_distractor_corpus_ids`, each counted
 * once, with the domain of the first task listing it), distractors per bug type over the pool
 * (every snippet labelled `incorrect`), and tasks by their number of paired distractors.
 */
export function datasetTables(bundle: Pick<Bundle, 'queries' | 'corpus'>): DatasetTables {
  const labelOf = new Map(bundle.corpus.map((row) => [row.corpus_id, row.label]));
  const domains = new Map<string, DatasetDomainRow>();
  const counted = new Set<string>();
  const perTask = new Map<number, number>();
  for (const query of bundle.queries) {
    const domain = taskDomain(query) ?? NO_DOMAIN;
    const row = domains.get(domain) ?? { domain, tasks: 0, snippets: 0, canonicals: 0, distractors: 0 };
    row.tasks += 1;
    for (const corpusId of [...query.correct_corpus_ids, ...query.paired_distractor_corpus_ids]) {
      if (counted.has(corpusId) || !labelOf.has(corpusId)) continue;
      counted.add(corpusId);
      row.snippets += 1;
      if (labelOf.get(corpusId) === 'correct') row.canonicals += 1;
      else row.distractors += 1;
    }
    domains.set(domain, row);
    const paired = new Set(query.paired_distractor_corpus_ids).size;
    perTask.set(paired, (perTask.get(paired) ?? 0) + 1);
  }
  const byType = new Map<string, number>();
  let distractors = 0;
  for (const row of bundle.corpus) {
    if (row.label !== 'incorrect') continue;
    distractors += 1;
    const bugType = typeof row.bug_type === 'string' && row.bug_type !== '' ? row.bug_type : 'unknown';
    byType.set(bugType, (byType.get(bugType) ?? 0) + 1);
  }
  const domainRows = [...domains.values()].sort((left, right) => Number(left.domain === NO_DOMAIN) - Number(right.domain === NO_DOMAIN) || compareCodeUnits(left.domain, right.domain));
  return {
    totals: {
      tasks: bundle.queries.length,
      snippets: bundle.corpus.length,
      canonicals: bundle.corpus.length - distractors,
      distractors,
      domains: domainRows.filter((row) => row.domain !== NO_DOMAIN).length,
      unpaired_snippets: bundle.corpus.length - counted.size,
    },
    by_domain: domainRows,
    by_bug_type: bugTypeOrder(byType.keys()).map((bugType) => ({ bug_type: bugType, distractors: byType.get(bugType) as number, share: (byType.get(bugType) as number) / distractors })),
    distractors_per_task: [...perTask].sort(([left], [right]) => left - right).map(([count, tasks]) => ({ distractors: count, tasks })),
  };
}
