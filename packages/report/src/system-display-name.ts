import type { LoadedResults, LoadedSystem } from './report-types.js';

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/**
 * How a report names a system: a display name the run recorded for it (`display_name` in its
 * results file's `execret.system`, `display_names[<id>]` or `systems[<id>].display_name` in
 * `config.json`), else its system id.
 */
export function systemDisplayName(system: Pick<LoadedSystem, 'system' | 'description'>, config: LoadedResults['config']): string {
  const described = record(system.description);
  return (
    nonEmptyString(described?.['display_name']) ??
    nonEmptyString(record(config?.['display_names'])?.[system.system]) ??
    nonEmptyString(record(record(config?.['systems'])?.[system.system])?.['display_name']) ??
    system.system
  );
}
