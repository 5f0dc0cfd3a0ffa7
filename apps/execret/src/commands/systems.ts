import type { Command } from 'commander';
import type { SystemDescription } from '@execret/embeddings';
import { EXIT_CODES } from '../exit-codes.js';
import type { CommandIo } from '../io.js';
import { isModelPresent, localModels } from '../local-models.js';
import { SYSTEM_ENTRIES, describeSystem, listSystems, type GenericSystemDescription } from '../systems.js';

const TRANSFORMERS_PREFIX = 'transformers:';

/** Options of `execret systems [id]`. */
export interface SystemsOptions {
  /** A system id: print what it resolves to instead of the list. */
  id?: string;
  /** Print JSON. */
  json?: boolean;
  /** The local models folder, as given to `run` (a local model's folder is part of its cache key). */
  models?: string;
}

/** Adds `execret systems [id]` (the known systems, or what one id resolves to) to the program. */
export function registerSystemsCommand(program: Command, io: CommandIo, setExitCode: (code: number) => void): void {
  program
    .command('systems')
    .argument('[id]', 'a system id: print the settings it resolves to (nothing is contacted)')
    .description('list known systems and their invocation profiles, or print the settings one system id resolves to')
    .option('--json', 'print JSON')
    .option('--models <dir>', 'local models folder, as given to run (part of a local model\'s cache key); the list marks which local models it holds')
    .action(async (id: string | undefined, options: { json?: boolean; models?: string }) => {
      await runSystems({ ...options, ...(id === undefined ? {} : { id }) }, io);
      setExitCode(EXIT_CODES.OK);
    });
}

/**
 * Prints the known systems, or the settings `options.id` resolves to (provider, model, endpoint
 * without credentials, prefixes, input types, pooling, normalisation, similarity, dimensions, max
 * tokens and truncation, dtype, cache-key inputs). Nothing is contacted and no API key is needed;
 * the base URL variables (`OPENAI_BASE_URL`) are read from `env`.
 *
 * @throws InvalidArgumentError for an unknown adapter or an id its entry refuses (unknown or invalid parameter).
 */
export async function runSystems(options: SystemsOptions, io: CommandIo, env: Record<string, string | undefined> = process.env): Promise<void> {
  if (options.id === undefined) {
    // Local models are marked present or missing in the folders a run would read them from.
    const found = await localModels(options.models);
    const local = (system: string): string | undefined => (system.startsWith(TRANSFORMERS_PREFIX) ? system.slice(TRANSFORMERS_PREFIX.length) : undefined);
    const rows = listSystems().map((row) => {
      const model = local(row.system);
      return model === undefined ? row : { ...row, present: isModelPresent(found, model) };
    });
    if (options.json) {
      io.stdout(`${JSON.stringify(rows, null, 2)}\n`);
      return;
    }
    const width = Math.max(...rows.map((row) => row.system.length));
    const status = (row: (typeof rows)[number]): string => ('present' in row ? (row.present ? 'present' : 'missing') : '');
    for (const row of rows) io.stdout(`${row.system.padEnd(width)}  ${row.kind.padEnd(7)}  ${status(row).padEnd(7)}  ${row.similarity.padEnd(6)}  ${row.settings}\n`);
    const localRows = rows.filter((row) => 'present' in row);
    const present = localRows.filter((row) => 'present' in row && row.present).length;
    io.stdout(
      `\nLocal models: ${present} of ${localRows.length} present in ${found.folders.length === 0 ? '(no folder)' : found.folders.join(', ')}` +
        `${options.models === undefined ? ' (transformers.js\' own folders; give --models <dir> for yours)' : ''}${found.problem === undefined ? '' : `: ${found.problem}`}.\n`,
    );
    io.stdout(`\nSystem id syntax:\n${SYSTEM_ENTRIES.map((entry) => `  ${entry.syntax}`).join('\n')}\n\nexecret systems <id> prints the settings one id resolves to.\n`);
    return;
  }
  const description = await describeSystem(options.id, { env, ...(options.models === undefined ? {} : { modelsDirectory: options.models }) });
  io.stdout(options.json ? `${JSON.stringify(description, null, 2)}\n` : formatDescription(description));
}

// Text shown for a prefix: quoted (spaces and newlines visible), or "(none)".
function quoted(text: string): string {
  return text === '' ? '(none)' : JSON.stringify(text);
}

/** The text form of a description: one `name  value  (origin)` line per setting. */
export function formatDescription(description: SystemDescription | GenericSystemDescription): string {
  const lines: Array<[string, string]> = [
    ['system', description.system],
    ['provider', description.provider],
    ['model', description.model],
  ];
  if (!('settings' in description)) {
    const parameters = Object.entries(description.parameters).map(([name, value]) => `${name}=${value}`);
    lines.push(['parameters', parameters.length === 0 ? '(none)' : parameters.join(' ')]);
    if (description.listing !== null) lines.push(['settings', `${description.listing.settings} (${description.listing.similarity})`]);
    for (const note of description.notes) lines.push(['note', note]);
    return render(lines);
  }
  const { settings, origins } = description;
  const origin = (name: keyof typeof origins): string => (origins[name] === undefined ? '' : `  (${origins[name]})`);
  lines.push(['kind', description.kind]);
  lines.push(['endpoint', `${description.endpoint ?? '(not known here: transformers.js default folders)'}${origin('endpoint')}`]);
  if (description.profile === null) lines.push(['profile', '(none)']);
  else {
    lines.push(['profile', `${description.profile.model} (${description.profile.provider}) ${description.profile.source}`]);
    if (description.profile.studyNames !== undefined) lines.push(['study names', description.profile.studyNames.join(', ')]);
  }
  lines.push(
    ['query prefix', `${quoted(settings.queryPrefix)}${origin('queryPrefix')}`],
    ['document prefix', `${quoted(settings.documentPrefix)}${origin('documentPrefix')}`],
    ['input types', settings.inputTypeField === null ? '(none: the provider has no input types)' : `${settings.queryInputType ?? '(none)'} / ${settings.documentInputType ?? '(none)'} in ${settings.inputTypeField}${origin('queryInputType')}`],
    ['pooling', `${settings.pooling ?? '(unknown)'}${origin('pooling')}`],
    ['normalize', `${settings.normalize === null ? '(unknown)' : String(settings.normalize)}: ${settings.normalization}${origin('normalize')}`],
    ['similarity', `${settings.similarity}${origin('similarity')}`],
    ['dimensions', `${settings.dimensions ?? "(the model's own)"}${origin('dimensions')}`],
    ['max tokens', `${settings.maxTokens ?? '(unknown)'}${origin('maxTokens')}`],
    ['truncation', settings.truncation],
    ['dtype', `${settings.dtype ?? '(not set)'}${origin('dtype')}`],
    ['cache key', `provider ${description.cacheKey.provider}, model ${description.cacheKey.modelId}, text SHA-256, kind (query / document), and the invocation key:`],
    ['', JSON.stringify(description.cacheKey.invocation)],
  );
  for (const note of description.notes) lines.push(['note', note]);
  return render(lines);
}

function render(lines: ReadonlyArray<[string, string]>): string {
  const width = Math.max(...lines.map(([name]) => name.length));
  return lines.map(([name, value]) => `${name.padEnd(width)}  ${value}\n`).join('');
}
