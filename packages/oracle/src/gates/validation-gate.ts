import { codeSha256, type Mutant, type Task } from '@execret/core';
import type { ExecutionVerdict } from '../executor.js';
import type { Oracle } from '../oracle.js';
import { skippedGates, type DistractorAudit, type GateName, type TaskAudit } from './dataset-validation.js';

/** A task with the candidate mutants of its canonical. */
export interface TaskCandidates {
  /** The task (checked by G1, so it may come from untrusted input). */
  task: Task;
  /** Candidate distractors, in the mutator's order. */
  mutants: readonly Mutant[];
}

/** One task on its way through the gates: its audit and what the gates found so far. */
export interface GateTask {
  /** The task as given (only G1 has checked it when G1 has passed). */
  readonly task: Task;
  /** Candidate distractors, in the mutator's order. */
  readonly mutants: readonly Mutant[];
  /** The task's audit, filled in gate by gate. */
  readonly audit: TaskAudit;
  /** Indexes of candidates no gate has rejected yet. */
  readonly alive: Set<number>;
  /** The gate that rejected the task, or null while it is still in. */
  failedAt: GateName | null;
  /** The canonical's two G3 verdicts, in run order. */
  canonicalRuns: ExecutionVerdict[];
  /**
   * The task's per-test time limit in milliseconds, set by G3 (the floor, or the calibrated limit
   * of a slow canonical); every later run of the task's tests uses it. Undefined before G3.
   */
  testTimeoutMs: number | undefined;
  /** G4 verdicts by candidate index. */
  readonly distractorVerdicts: Map<number, ExecutionVerdict>;
  /** Indexes of the candidates that failed at least one test in G4, ascending. */
  eligible: number[];
  /**
   * Indexes of candidates whose verdict in `distractorVerdicts` is the one the bundle records (see
   * `completeCandidates`); the others hold G4's stop-early verdict.
   */
  readonly completed: Set<number>;
  /** Indexes of timing-sensitive candidates whose second run repeated the first (see `confirmDistractors`). */
  readonly confirmed: Set<number>;
  /** Indexes of the candidates G5 kept, ascending. */
  kept: number[];
}

/** What every gate gets besides the tasks. */
export interface GateContext {
  /** Runs the code. */
  readonly oracle: Oracle;
  /** Most distractors kept per task. */
  readonly maxDistractors: number;
  /** Fewest kept distractors for a task to be accepted. */
  readonly minDistractors: number;
  /** Seed of the distractor selection. */
  readonly seed: number;
  /** Aborts the work. */
  readonly abortSignal: AbortSignal | undefined;
  /** Number of tasks given to the gates, rejected ones included. */
  readonly taskCount: number;
  /** Reports a gate's progress: the gate, items done, items in the gate. */
  readonly onProgress: (gate: GateName, done: number, total: number) => void;
  /**
   * The per-test floor of every task in milliseconds (`execret build --timeout`); undefined: the
   * runtime's own per-test limit.
   */
  readonly testTimeoutFloorMs: number | undefined;
  /** Bug types in the order the distractor selection preferred them (rarest first); set by G5. */
  bugTypePriority: string[];
}

/** One validation gate. Gates run in list order; each sees only the tasks every earlier gate passed. */
export interface ValidationGate {
  /** The gate's name in the audit. */
  readonly name: GateName;
  /**
   * Checks the tasks (in input order) and records the outcome in their audits: `passTask` or
   * `failTask` for each task, `rejectCandidate` for each candidate distractor it rules out.
   */
  run(tasks: readonly GateTask[], context: GateContext): Promise<void>;
}

/** A task before G1: an audit with every gate skipped and every candidate listed (fields read defensively: G1 has not run). */
export function createGateTask(candidate: TaskCandidates, position: number): GateTask {
  const task = candidate.task;
  const mutants = Array.isArray(candidate.mutants) ? candidate.mutants : [];
  const audit: TaskAudit = {
    task_id: typeof task?.taskId === 'string' ? task.taskId : `(task ${position})`,
    language: typeof task?.language === 'string' ? task.language : 'unknown',
    accepted: false,
    gates: skippedGates(),
    canonical: { code_sha256: null, tests_sha256: null, runs: [] },
    distractors: mutants.map((mutant, index) => ({
      index,
      code_sha256: typeof mutant?.code === 'string' ? codeSha256(mutant.code) : '',
      bug_type: typeof mutant?.bugType === 'string' ? mutant.bugType : '',
      operator: typeof mutant?.operator === 'string' ? mutant.operator : '',
      line: typeof mutant?.line === 'number' ? mutant.line : 0,
      decision: 'rejected',
      gate: null,
      reason: null,
      test_results: null,
    })),
  };
  return {
    task,
    mutants,
    audit,
    alive: new Set(mutants.map((_, index) => index)),
    failedAt: null,
    canonicalRuns: [],
    testTimeoutMs: undefined,
    distractorVerdicts: new Map(),
    eligible: [],
    completed: new Set(),
    confirmed: new Set(),
    kept: [],
  };
}

/** Records that the task passed a gate. */
export function passTask(task: GateTask, gate: GateName): void {
  task.audit.gates[gate] = { status: 'pass', problems: [] };
}

/** Records that the task failed a gate (later gates skip it). */
export function failTask(task: GateTask, gate: GateName, problems: string[]): void {
  task.audit.gates[gate] = { status: 'fail', problems };
  task.failedAt = gate;
}

/** Rules out one candidate distractor of a task. */
export function rejectCandidate(task: GateTask, index: number, gate: GateName, reason: string): void {
  const distractor = task.audit.distractors[index] as DistractorAudit;
  distractor.decision = 'rejected';
  distractor.gate = gate;
  distractor.reason = reason;
  task.alive.delete(index);
}
