import type { QueryRow } from '@execret/core';

// The study's `entry_id` names its generation batch `exec_<domain>_<n>` (e.g. `exec_string_processing_5`).
const STUDY_ENTRY_ID = /^exec_(.+)_\d+$/;

/**
 * The domain of a bundle query: its `metadata.domain` when that is a non-empty string (what execret
 * writes), else the domain the study's `entry_id` carries (`exec_<domain>_<n>`: the study's
 * `queries.jsonl` has no domain field), else undefined.
 */
export function taskDomain(query: Pick<QueryRow, 'metadata' | 'entry_id'>): string | undefined {
  const domain = query.metadata?.['domain'];
  if (typeof domain === 'string' && domain !== '') return domain;
  const match = typeof query.entry_id === 'string' ? STUDY_ENTRY_ID.exec(query.entry_id) : null;
  return match === null ? undefined : match[1];
}
