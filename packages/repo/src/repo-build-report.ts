/** Counts of one row of the funnel (the whole project, a file or an operator). */
export interface RepoFunnel {
  /** Function definitions seen (module-level functions and methods). */
  found: number;
  /** Kept by discovery: doc of ≥ 3 tokens, body of ≥ 3 lines, not a constructor, dunder, test, vendored or generated. */
  documented: number;
  /** Reached by at least one passing test in the instrumented run. */
  covered: number;
  /** Mutation candidates of the verified functions. */
  candidates: number;
  /** Candidates that failed at least one covering test. */
  killed: number;
  /** Kept distractors. */
  kept: number;
}

/** A zero {@link RepoFunnel}. */
export function emptyFunnel(): RepoFunnel {
  return { found: 0, documented: 0, covered: 0, candidates: 0, killed: 0, kept: 0 };
}

/** A candidate that is not a distractor, and why. */
export interface RepoSurvivor {
  function_id: string;
  operator: string;
  bug_type: string;
  /** 1-based line in the function (without its doc). */
  line: number;
  before: string;
  after: string;
  /**
   * `no covering test fails`; `equivalent` (same code up to spacing, or the code of another function);
   * `timeout` (hit the limit, then passed at twice the limit); `flaky` (failed, then passed on the
   * confirming run); `crashed` (the switched run could not run, e.g. the replacement does not compile).
   */
  reason: 'no covering test fails' | 'equivalent' | 'timeout' | 'flaky' | 'crashed';
}

/** `build_report.json` of `execret build --from repo`. */
export interface RepoBuildReport {
  format: 'execret-repo-build-report';
  source: string;
  backend: string;
  /** How the tests ran (runner, version, interpreter, arguments). */
  test_command: string;
  /** Whether bubblewrap isolated the test process. */
  sandboxed: boolean;
  seed: number;
  tests: {
    collected: number;
    passing: number;
    /** Passing tests that reached at least one discovered function. */
    reaching_functions: number;
    /** Tests whose clean runs failed or disagreed with the instrumented run. */
    unstable: Array<{ test_id: string; reason: string }>;
    /** Tests failing in the instrumented run (not used). */
    failing: Array<{ test_id: string; outcome: string }>;
  };
  /** The whole project: found → documented → covered → candidates → killed → kept. */
  funnel: RepoFunnel;
  by_file: Record<string, RepoFunnel>;
  by_operator: Record<string, RepoFunnel & { bug_type: string }>;
  queries: number;
  /** Queries by their number of kept distractors. */
  queries_by_distractor_count: Record<string, number>;
  /** Pool size (every discovered function plus the distractors). */
  pool: number;
  /** Covered functions that are not queries, with the stage and reason. */
  dropped_functions: Array<{ function_id: string; stage: 'clean-runs' | 'forced-fail' | 'mutate'; reason: string }>;
  /** Functions discovery left out, by reason. */
  discovery_dropped: Record<string, number>;
  survivors: RepoSurvivor[];
  /** Wall-clock costs (not deterministic; everything else is). */
  timing: { switched_runs: number; mutant_runs: number; mutant_seconds: number; total_seconds: number };
}

/** The report as a table for people. */
export function formatRepoBuildReport(report: RepoBuildReport, out: string): string {
  const row = (name: string, funnel: RepoFunnel): string =>
    `${name.padEnd(36)} ${[funnel.found, funnel.documented, funnel.covered, funnel.candidates, funnel.killed, funnel.kept].map((value) => String(value).padStart(9)).join('')}`;
  const perSecond = report.timing.mutant_seconds > 0 ? (report.timing.mutant_runs / report.timing.mutant_seconds).toFixed(1) : '-';
  const lines = [
    report.queries === 0 ? `no bundle written: no function of ${report.source} became a query (${out} left as it was)` : `bundle ${out} from ${report.source} (seed ${report.seed})`,
    `tests: ${report.test_command}${report.sandboxed ? ', sandboxed' : ', NOT sandboxed (bubblewrap missing)'}; ${report.tests.collected} collected, ${report.tests.passing} passing, ${report.tests.reaching_functions} reaching a documented function`,
    `queries: ${report.queries}; by kept distractors: ${Object.entries(report.queries_by_distractor_count).map(([count, queries]) => `${count}: ${queries}`).join(', ')}; pool: ${report.pool}`,
    `mutants: ${report.timing.mutant_runs} runs in ${report.timing.mutant_seconds} s (${perSecond}/s); build ${report.timing.total_seconds} s`,
    '',
    `${''.padEnd(36)}     found documented  covered candidates  killed     kept`,
    row('total', report.funnel),
    ...Object.entries(report.by_file).map(([file, funnel]) => row(file, funnel)),
    '',
    ...Object.entries(report.by_operator).map(([operator, funnel]) => `${operator.padEnd(28)} ${funnel.bug_type.padEnd(24)} candidates ${funnel.candidates}, killed ${funnel.killed}, kept ${funnel.kept}`),
  ];
  if (report.dropped_functions.length > 0) {
    lines.push('', `covered functions left out: ${report.dropped_functions.length}`);
    for (const entry of report.dropped_functions.slice(0, 20)) lines.push(`  ${entry.function_id} (${entry.stage}): ${entry.reason}`);
  }
  if (report.tests.unstable.length > 0) {
    lines.push('', `unstable tests: ${report.tests.unstable.length}`);
    for (const entry of report.tests.unstable.slice(0, 20)) lines.push(`  ${entry.test_id}: ${entry.reason}`);
  }
  const reasons: Record<string, number> = {};
  for (const survivor of report.survivors) reasons[survivor.reason] = (reasons[survivor.reason] ?? 0) + 1;
  if (report.survivors.length > 0) lines.push('', `surviving candidates: ${Object.entries(reasons).map(([reason, count]) => `${reason}: ${count}`).join(', ')}`);
  return `${lines.join('\n')}\n`;
}
