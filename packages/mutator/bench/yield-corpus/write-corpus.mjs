// Writes python.jsonl and typescript.jsonl (the `execret build --from jsonl` task format) from the
// authored sources python.tasks and typescript.tasks.
//
// Usage (after building @execret/datasets): node bench/yield-corpus/write-corpus.mjs
//
// A source file holds one task after another, each introduced by a marker line
// `# ---- <domain>/<name>` (Python) or `// ---- <domain>/<name>` (TypeScript) and written in the
// built-in task-file format (docs/task-format.md): `query` and `entry_point` header lines, the
// canonical, a `tests` marker line, one test statement per line. The task id is
// `yield/<language>/<domain>/<name>`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseTaskFile } from '@execret/datasets';

const folder = fileURLToPath(new URL('.', import.meta.url));
const SOURCES = [
  { language: 'python', source: 'python.tasks', marker: /^# ---- (\S+)$/ },
  { language: 'typescript', source: 'typescript.tasks', marker: /^\/\/ ---- (\S+)$/ },
];

for (const { language, source, marker } of SOURCES) {
  const lines = readFileSync(`${folder}${source}`, 'utf8').split('\n');
  const chunks = [];
  lines.forEach((line, index) => {
    const match = marker.exec(line);
    if (match !== null) chunks.push({ name: match[1], line: index + 2, lines: [] });
    else if (chunks.length > 0) chunks.at(-1).lines.push(line);
    else if (line.trim() !== '') throw new Error(`${source}:${index + 1}: text before the first task marker`);
  });
  const seen = new Set();
  const rows = chunks.map((chunk) => {
    const [domain, name, ...rest] = chunk.name.split('/');
    if (name === undefined || rest.length > 0) throw new Error(`${source}:${chunk.line - 1}: the marker must name <domain>/<name>, got ${chunk.name}`);
    const taskId = `yield/${language}/${domain}/${name}`;
    if (seen.has(taskId)) throw new Error(`${source}:${chunk.line - 1}: task ${chunk.name} appears twice`);
    seen.add(taskId);
    // Error messages of the parser name the task's marker line as the file and a line inside the chunk.
    const task = parseTaskFile(chunk.lines.join('\n'), { file: `${source}:${chunk.line} (${chunk.name})`, language, domain, taskId });
    const { taskId: id, language: lang, domain: dom, query, entryPoint, canonical, tests, testSetup } = task;
    return JSON.stringify({ taskId: id, language: lang, domain: dom, query, entryPoint, canonical, tests, ...(testSetup === undefined ? {} : { testSetup }) });
  });
  writeFileSync(`${folder}${language}.jsonl`, `${rows.join('\n')}\n`);
  console.log(`${language}.jsonl: ${rows.length} tasks`);
}
