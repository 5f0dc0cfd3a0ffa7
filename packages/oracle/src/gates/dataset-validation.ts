import { writeFileAtomic, sortedRecord, type BundleCounts, type WrittenFile } from '@execret/core';

/** The five gates in the order they run: G1 schema, G2 syntax and entry point, G3 canonical passes (twice), G4 distractor fails, G5 integrity. */
export const GATE_NAMES = ['G1', 'G2', 'G3', 'G4', 'G5'] as const;

/** One of the five gates (see {@link GATE_NAMES}). */
export type GateName = (typeof GATE_NAMES)[number];

/** The result of one gate for one task. */
export interface GateRecord {
  /** `pass`, `fail`, or `skipped` (an earlier gate failed). */
  status: 'pass' | 'fail' | 'skipped';
  /** What failed, one sentence each (empty on pass). */
  problems: string[];
}

/** One execution of the canonical in G3. */
export interface CanonicalRun {
  /** How the run ended (`completed`, `timeout`, `crashed`). */
  status: string;
  /** One outcome per test. */
  test_results: string[];
  /** True when every test passed. */
  passes_all_tests: boolean;
}

/**
 * `canonical.time_limit` of a task whose per-test limit is not the runtime's own: the floor
 * (`--timeout`, else the runtime's limit), the calibration rungs the canonical ran at when it timed
 * out at the floor (each with its outcomes), and the limit its canonical, distractors and
 * readers of the bundle use (`test_timeout_ms`; null when no rung passed and the task was rejected).
 */
export interface TimeLimitAudit {
  /** The per-test floor, milliseconds. */
  floor_ms: number;
  /** The calibration rungs, lowest first (empty when the canonical passed at the floor). */
  rungs: Array<{ test_timeout_ms: number; test_results: string[]; passes_all_tests: boolean }>;
  /** The task's per-test limit, milliseconds, or null when calibration found none. */
  test_timeout_ms: number | null;
}

/** What happened to one candidate distractor. */
export interface DistractorAudit {
  /** 0-based index in the task's candidate list. */
  index: number;
  /** SHA-256 of the mutant's code (as `code_sha256` in the cache). */
  code_sha256: string;
  /** The mutant's bug type. */
  bug_type: string;
  /** The operator that made it. */
  operator: string;
  /** 1-based line of the edit. */
  line: number;
  /**
   * `kept` (in the pool); `rejected` (the gate in `gate` failed for it); `flaky` (rejected at G4:
   * its verdict was timing sensitive and a second run with generous time limits gave other
   * outcomes, see `rerun_test_results`); `not-selected` (eligible, but `maxDistractors` were already kept);
   * `not-evaluated` (its task was rejected first); `verified` (only in `single_edits` of a stacked
   * build: a single edit that passed G1–G5 alone, so stacked candidates may combine it).
   */
  decision: 'kept' | 'rejected' | 'flaky' | 'not-selected' | 'not-evaluated' | 'verified';
  /** The gate that rejected it, or null. */
  gate: GateName | null;
  /** Why it was rejected, or null. */
  reason: string | null;
  /** Its outcomes on the task's tests (null when it never ran); for a `flaky` one, the first run's. */
  test_results: string[] | null;
  /** Only for `flaky`: the outcomes of the second run (fresh, with generous time limits), which differ from `test_results`. */
  rerun_test_results?: string[];
  /**
   * Only in a stacked build (`edits` > 1): the single edits this candidate combines, as indexes into
   * the task's `single_edits`, the anchor (whose bug type is the candidate's) first.
   */
  edits?: number[];
}

/** The audit of one task (one entry of `dataset_validation.json`). */
export interface TaskAudit {
  /** The task id. */
  task_id: string;
  /** The task language. */
  language: string;
  /** True when the task passed G1–G5 with at least `minDistractors` kept distractors. */
  accepted: boolean;
  /** Per-gate results. */
  gates: Record<GateName, GateRecord>;
  /**
   * The canonical's hashes and its two G3 runs (at the task's per-test limit); `time_limit` only
   * when the task's limit is not the runtime's own (see {@link TimeLimitAudit}).
   */
  canonical: { code_sha256: string | null; tests_sha256: string | null; runs: CanonicalRun[]; time_limit?: TimeLimitAudit };
  /** Every candidate distractor with its decision (in a stacked build, the stacked candidates). */
  distractors: DistractorAudit[];
  /**
   * Only in a stacked build: every single-edit candidate of the canonical with its decision when
   * it went through the gates alone (`verified` ones could be combined).
   */
  single_edits?: DistractorAudit[];
}

/** `stacked_edits` of `dataset_validation.json`: how a stacked build (`edits` > 1) made its candidates. */
export interface StackedEditsAudit {
  /** Single edits per distractor. */
  edits: number;
  /** Most stacked candidates made per task (twice `max_distractors`). */
  candidates_per_task: number;
  /** Single-edit candidates of every task. */
  single_edit_candidates: number;
  /** Those that passed the gates alone (`verified` in `single_edits`). */
  verified_single_edits: number;
  /** Verified single edits left out because their `line`, `before` and `after` do not rebuild their code. */
  unstackable_single_edits: number;
  /** Tasks accepted with single edits that had no `edits` verified edits on separate lines. */
  tasks_without_stacked_candidates: number;
}

/** Bundle-level integrity (G5 over the files written), from core's `validateBundle`. */
export interface BundleAudit {
  /** The folder holding the JSONL files. */
  directory: string;
  /** True when no problem was found. */
  valid: boolean;
  /** Row counts. */
  counts: BundleCounts;
  /** Rule violations (duplicate ids, dangling pairs, hash mismatches…). */
  problems: Array<{ kind: string; file: string; line: number | null; message: string }>;
  /** Allowed but suspicious findings (id order predicts labels, duplicate code…). */
  warnings: Array<{ kind: string; file: string; line: number | null; message: string }>;
}

/** The content of `dataset_validation.json`. */
export interface DatasetValidation {
  /** Always `execret-dataset-validation`. */
  format: 'execret-dataset-validation';
  /** Format version (1). */
  format_version: 1;
  /** The selection seed. */
  seed: number;
  /** Most distractors kept per task. */
  max_distractors: number;
  /** Fewest kept distractors for acceptance. */
  min_distractors: number;
  /** Bug types in the order they were preferred when choosing distractors (rarest first). */
  bug_type_priority: string[];
  /** Runtime fingerprint per language that ran (see `RuntimeDescription.fingerprint`). */
  runtimes: Record<string, string>;
  /** The per-test floor given to the gates (`execret build --timeout`), milliseconds; only when given. */
  test_timeout_floor_ms?: number;
  /** Totals. */
  summary: {
    tasks: number;
    tasks_accepted: number;
    /** Tasks rejected, by the first gate that failed. */
    tasks_rejected_by_gate: Record<GateName, number>;
    candidate_distractors: number;
    kept_distractors: number;
    /** Distractors rejected, by gate. */
    distractors_rejected_by_gate: Record<GateName, number>;
    distractors_not_selected: number;
    /** Kept distractors per bug type, keys sorted. */
    kept_by_bug_type: Record<string, number>;
  };
  /** One audit per task, in input order. */
  tasks: TaskAudit[];
  /** Only in a stacked build: how the stacked candidates were made (see `TaskAudit.single_edits`). */
  stacked_edits?: StackedEditsAudit;
  /** Bundle-level integrity, when a bundle was checked with `auditBundle`. */
  bundle?: BundleAudit;
}

/** The settings recorded at the top of `dataset_validation.json`. */
export interface ValidationSettings {
  /** The selection seed. */
  seed: number;
  /** Most distractors kept per task. */
  maxDistractors: number;
  /** Fewest kept distractors for acceptance. */
  minDistractors: number;
  /** Runtime fingerprint per language. */
  runtimes: Record<string, string>;
  /** Bug types in the order they were preferred (rarest first). */
  bugTypePriority: string[];
  /** The per-test floor given to the gates (`execret build --timeout`), milliseconds; absent when not given. */
  testTimeoutFloorMs?: number | undefined;
}

/** Every gate `skipped`: the state of a task before G1. */
export function skippedGates(): Record<GateName, GateRecord> {
  return Object.fromEntries(GATE_NAMES.map((name) => [name, { status: 'skipped', problems: [] }])) as unknown as Record<GateName, GateRecord>;
}

/**
 * The audit file from the task audits. The candidate distractors of rejected tasks that no gate
 * rejected become `not-evaluated` (in place), then everything is counted.
 */
export function summarizeValidation(tasks: TaskAudit[], settings: ValidationSettings): DatasetValidation {
  const zero = (): Record<GateName, number> => Object.fromEntries(GATE_NAMES.map((name) => [name, 0])) as unknown as Record<GateName, number>;
  const tasksRejected = zero();
  const distractorsRejected = zero();
  const keptByType = new Map<string, number>();
  let candidates = 0;
  let kept = 0;
  let notSelected = 0;
  for (const task of tasks) {
    if (!task.accepted) {
      const gate = GATE_NAMES.find((name) => task.gates[name].status === 'fail');
      if (gate !== undefined) tasksRejected[gate] += 1;
      for (const distractor of task.distractors) {
        if (distractor.decision === 'kept' || (distractor.decision === 'rejected' && distractor.gate === null)) {
          distractor.decision = 'not-evaluated';
          distractor.reason = `the task was rejected at ${gate ?? 'an earlier gate'}`;
        }
      }
    }
    for (const distractor of task.distractors) {
      candidates += 1;
      if (distractor.decision === 'kept') {
        kept += 1;
        keptByType.set(distractor.bug_type, (keptByType.get(distractor.bug_type) ?? 0) + 1);
      } else if (distractor.decision === 'not-selected') {
        notSelected += 1;
      } else if (distractor.gate !== null) {
        distractorsRejected[distractor.gate] += 1;
      }
    }
  }
  // Key order is part of the file's bytes: keep it as released.
  return {
    format: 'execret-dataset-validation',
    bug_type_priority: settings.bugTypePriority,
    format_version: 1,
    seed: settings.seed,
    max_distractors: settings.maxDistractors,
    min_distractors: settings.minDistractors,
    runtimes: settings.runtimes,
    ...(settings.testTimeoutFloorMs === undefined ? {} : { test_timeout_floor_ms: settings.testTimeoutFloorMs }),
    summary: {
      tasks: tasks.length,
      tasks_accepted: tasks.filter((task) => task.accepted).length,
      tasks_rejected_by_gate: tasksRejected,
      candidate_distractors: candidates,
      kept_distractors: kept,
      distractors_rejected_by_gate: distractorsRejected,
      distractors_not_selected: notSelected,
      kept_by_bug_type: sortedRecord(Object.fromEntries(keptByType)),
    },
    tasks,
  };
}

/** Writes `dataset_validation.json` atomically (2-space JSON, trailing newline; no timestamps, so equal audits give equal bytes). */
export function writeDatasetValidation(path: string, validation: DatasetValidation): Promise<WrittenFile> {
  return writeFileAtomic(path, `${JSON.stringify(validation, null, 2)}\n`);
}
