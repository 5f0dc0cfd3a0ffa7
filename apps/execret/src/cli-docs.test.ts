import { describe, expect, it } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { createProgram } from './main.js';

const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const cliDoc = join(repositoryRoot, 'docs', 'cli.md');
const jsonlImporter = join(repositoryRoot, 'packages', 'datasets', 'src', 'importers', 'jsonl-task-importer.ts');

/** `''` for the program's own options, else the command name. */
type Section = string;

function longFlags(command: Command): string[] {
  return command.options.map((option) => option.long).filter((flag): flag is string => flag !== undefined && flag !== '--help');
}

/** Options in `--help`: the program's and every command's long flags, by section. */
function helpOptions(): Map<Section, Set<string>> {
  const program = createProgram({ stdout: () => undefined, stderr: () => undefined }, () => undefined);
  const sections = new Map<Section, Set<string>>([['', new Set(longFlags(program))]]);
  for (const command of program.commands) sections.set(command.name(), new Set(longFlags(command)));
  return sections;
}

/**
 * Options in docs/cli.md. Convention: a command's section starts with a heading `## \`execret <name> …\``
 * (the program's own options come before the first command heading); an option is a table row whose
 * first cell holds it in backticks (`| \`--out <dir>\` | … |`, or `\`-V, --version\``).
 */
function documentedOptions(markdown: string): Map<Section, Set<string>> {
  const sections = new Map<Section, Set<string>>([['', new Set()]]);
  let current: Section | undefined = '';
  for (const line of markdown.split('\n')) {
    const heading = /^## (.*)$/.exec(line);
    if (heading !== null) {
      const command = /^`execret ([a-z][a-z-]*)/.exec(heading[1] as string);
      current = command === null ? undefined : (command[1] as string);
      if (current !== undefined && !sections.has(current)) sections.set(current, new Set());
      continue;
    }
    if (current === undefined || !line.startsWith('|')) continue;
    const firstCell = line.split(/(?<!\\)\|/)[1] ?? '';
    for (const code of firstCell.matchAll(/`([^`]*)`/g)) {
      const flag = /^(?:-[A-Za-z], )?(--[a-z][a-z0-9-]*)/.exec(code[1] as string);
      if (flag !== null && flag[1] !== '--help') sections.get(current)?.add(flag[1] as string);
    }
  }
  return sections;
}

function differences(from: Map<Section, Set<string>>, to: Map<Section, Set<string>>): string[] {
  const missing: string[] = [];
  for (const [section, flags] of from) {
    const other = to.get(section);
    if (other === undefined) {
      missing.push(`execret ${section}: no section`);
      continue;
    }
    for (const flag of flags) if (!other.has(flag)) missing.push(`execret${section === '' ? '' : ` ${section}`} ${flag}`);
  }
  return missing;
}

describe('docs/cli.md', () => {
  it('documents every option that --help shows', async () => {
    const documented = documentedOptions(await readFile(cliDoc, 'utf8'));
    expect(differences(helpOptions(), documented)).toEqual([]);
  });

  it('documents no option that --help does not show', async () => {
    const documented = documentedOptions(await readFile(cliDoc, 'utf8'));
    expect(differences(documented, helpOptions())).toEqual([]);
  });

  it('names every field of a build --from jsonl task in the build section', async () => {
    const source = await readFile(jsonlImporter, 'utf8');
    const fields = [...new Set([...source.matchAll(/reader\.(?:string|optionalString|stringArray|object)\('([A-Za-z]+)'/g)].map((match) => match[1] as string))];
    expect(fields).toEqual(expect.arrayContaining(['taskId', 'language', 'entryPoint', 'tests', 'canonical', 'query', 'domain', 'testSetup', 'metadata']));
    const markdown = await readFile(cliDoc, 'utf8');
    const buildSection = markdown.slice(markdown.indexOf('## `execret build'), markdown.indexOf('\n## ', markdown.indexOf('## `execret build') + 1));
    expect(fields.filter((field) => !buildSection.includes(`\`${field}\``))).toEqual([]);
  });

  it('finds the options of a section written by the convention', () => {
    const sections = documentedOptions('| `-V, --version` | v |\n## `execret run [--out <dir>]`\n| option | meaning |\n|---|---|\n| `--out <dir>` | x |\n| `--from <kind> <path>` | y |\n| `name` | z |\n## Exit codes\n| `--not-an-option` | |\n');
    expect(sections).toEqual(new Map([['', new Set(['--version'])], ['run', new Set(['--out', '--from'])]]));
  });
});
