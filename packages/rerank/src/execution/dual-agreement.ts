/** One candidate's outcomes on a query's query-time tests. */
export interface CandidateOutcomes {
  /** Corpus id. */
  id: string;
  /** One outcome per test (`pass`, `FAIL: …`, `ERROR: …`, `TIMEOUT`): the examples first, then the generated tests. */
  outcomes: readonly string[];
}

/** Where one candidate lands and why. */
export interface AgreementEntry {
  /** Corpus id. */
  id: string;
  /** Its position in the first stage's order (0-based). */
  firstStagePosition: number;
  /** Examples (tests that come with the query) it passes. */
  examplesPassed: number;
  /** Generated tests it passes. */
  generatedPassed: number;
  /** Its group: candidates with identical outcomes on every test (numbered by first member). */
  group: number;
  /** Candidates in its group. */
  groupSize: number;
  /** Dual agreement of its group: group size × generated tests the group passes. */
  agreement: number;
}

/**
 * Orders candidates by what they do on a query's tests, CodeT's dual execution agreement adapted to
 * tests of two trust levels. Candidates with identical outcomes on every test form a group.
 * 1. Examples passed, descending: examples come with the query, so they are trusted; every candidate
 *    that fails one ranks below every candidate that passes all of them, whatever the groups.
 * 2. Agreement, descending: a group scores its size times the generated tests it passes (generated
 *    tests can be wrong; many candidates agreeing on passing many tests is the evidence).
 * 3. First-stage order: ties keep the order the candidates came in.
 *
 * @param candidates In first-stage order.
 * @param exampleCount How many of each outcome list are examples (the rest are generated tests).
 */
export function rankByDualAgreement(candidates: readonly CandidateOutcomes[], exampleCount: number): AgreementEntry[] {
  const groups = new Map<string, number[]>();
  candidates.forEach((candidate, position) => {
    const key = JSON.stringify(candidate.outcomes);
    const members = groups.get(key);
    if (members === undefined) groups.set(key, [position]);
    else members.push(position);
  });
  const groupOf = new Map<number, { group: number; size: number }>();
  for (const members of groups.values()) for (const position of members) groupOf.set(position, { group: members[0] as number, size: members.length });
  const entries = candidates.map((candidate, position): AgreementEntry => {
    const passed = (from: number, to: number): number => candidate.outcomes.slice(from, to).filter((outcome) => outcome === 'pass').length;
    const { group, size } = groupOf.get(position) as { group: number; size: number };
    const generatedPassed = passed(exampleCount, candidate.outcomes.length);
    return { id: candidate.id, firstStagePosition: position, examplesPassed: passed(0, exampleCount), generatedPassed, group, groupSize: size, agreement: size * generatedPassed };
  });
  return entries.sort((left, right) => right.examplesPassed - left.examplesPassed || right.agreement - left.agreement || left.firstStagePosition - right.firstStagePosition);
}
