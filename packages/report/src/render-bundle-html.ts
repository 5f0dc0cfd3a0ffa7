import type { CorpusRow, DistractorMetadataRow, QueryRow } from '@execret/core';
import { bugTypeOrder } from './bug-type-order.js';
import { datasetTables } from './dataset-tables.js';
import { DRILL_DOWN_STYLESHEET } from './drill-down-stylesheet.js';
import { escapeHtml as h } from './escape-html.js';
import { formatPercent } from './format-number.js';
import { htmlSection } from './html-section.js';
import { PAGE_SCRIPT, PAGE_SCRIPT_SOURCE } from './page-script.js';
import { plural } from './plural.js';
import type { ReportBundle } from './report-bundle.js';
import { REPORT_STYLESHEET } from './report-stylesheet.js';
import { renderDatasetSectionHtml } from './render-study-html.js';
import { codeListingHtml, snippetDiffHtml } from './snippet-diff-html.js';
import { taskDomain } from './task-domain.js';

/** What {@link renderBundleHtml} draws. */
export interface BundleHtmlInput {
  /** The bundle (its name, content hash, rows, and verdicts from its execution cache). */
  bundle: ReportBundle;
  /** `build_report.json` of the bundle, as parsed (the build funnel; null or absent when the bundle has none). */
  buildReport?: unknown;
  /** A query's examples as a reader reads them (e.g. `exampleLines` of the CLI); none when absent. */
  examplesOf?: (query: QueryRow) => string[];
}

interface FunnelCounts {
  candidates: number;
  failing: number;
  kept: number;
  bug_type?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function funnelRows(value: unknown): Array<[string, FunnelCounts]> {
  if (!isRecord(value)) return [];
  return Object.entries(value).filter((entry): entry is [string, FunnelCounts] => isRecord(entry[1]) && typeof entry[1]['candidates'] === 'number' && typeof entry[1]['failing'] === 'number' && typeof entry[1]['kept'] === 'number');
}

function funnelTable(heading: string, rows: Array<[string, FunnelCounts]>, withBugType: boolean): string {
  if (rows.length === 0) return '';
  const body = rows
    .map(
      ([name, counts]) =>
        `<tr><th scope="row">${h(name)}</th>${withBugType ? `<td>${h(counts.bug_type ?? '')}</td>` : ''}<td class="num">${counts.candidates.toLocaleString('en-US')}</td><td class="num">${counts.failing.toLocaleString('en-US')}</td>` +
        `<td class="num">${counts.kept.toLocaleString('en-US')}</td><td class="num">${formatPercent(counts.candidates === 0 ? null : counts.failing / counts.candidates)}</td><td class="num">${formatPercent(counts.failing === 0 ? null : counts.kept / counts.failing)}</td></tr>`,
    )
    .join('');
  return (
    `<h3 class="subhead">${h(heading)}</h3><div class="table-wrap"><table class="compact funnel"><thead><tr><th>${withBugType ? 'operator' : 'bug type'}</th>${withBugType ? '<th>bug type</th>' : ''}` +
    '<th class="num">candidates</th><th class="num">fail ≥ 1 test</th><th class="num">kept</th><th class="num">failing share</th><th class="num">kept of failing</th></tr></thead>' +
    `<tbody>${body}</tbody></table></div>`
  );
}

// The build funnel of build_report.json: tasks accepted and rejected, candidates → failing → kept per bug type and operator.
function funnelSection(report: unknown): string {
  if (!isRecord(report)) return '';
  const tasks = isRecord(report['tasks']) ? report['tasks'] : {};
  const distractors = isRecord(report['distractors']) ? report['distractors'] : {};
  const facts = Object.entries(tasks)
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number')
    .map(([key, value]) => `<div><dt>tasks ${h(key.replace(/_/g, ' '))}</dt><dd>${value.toLocaleString('en-US')}</dd></div>`);
  if (typeof distractors['kept'] === 'number') facts.push(`<div><dt>distractors kept</dt><dd>${distractors['kept'].toLocaleString('en-US')}</dd></div>`);
  const byBugType = funnelRows(distractors['by_bug_type']);
  const order = bugTypeOrder(byBugType.map(([name]) => name));
  byBugType.sort(([left], [right]) => order.indexOf(left) - order.indexOf(right));
  const body = `<dl class="facts">${facts.join('')}</dl>${funnelTable('By bug type', byBugType, false)}${funnelTable('By operator', funnelRows(distractors['by_operator']), true)}`;
  return htmlSection(
    'funnel',
    'Build funnel',
    'From <code>build_report.json</code>: every candidate edit the mutator generated, those that fail at least one test (G4), and those kept (at most four per task, diverse bug types).',
    body,
  );
}

function outcomeList(query: QueryRow, outcomes: readonly string[] | undefined): string {
  if (outcomes === undefined) return '<p class="note">No recorded outcome for this snippet in the execution cache.</p>';
  const failing = outcomes.map((outcome, index) => [outcome, index] as const).filter(([outcome]) => outcome !== 'pass');
  if (failing.length === 0) return '<p class="note">Passes every test.</p>';
  return `<ol class="tests kills">${failing.map(([outcome, index]) => `<li value="${index + 1}"><code>${h(query.test_suite[index] ?? `test ${index + 1}`)}</code> → <code class="outcome">${h(outcome)}</code></li>`).join('')}</ol>`;
}

/**
 * Renders the bundle view (`execret show`): one self-contained page (inline CSS, one inline script
 * allowed by its hash, nothing loaded) with the dataset tables, the build funnel of
 * `build_report.json` per bug type and per operator when given, and per task the query, its
 * examples and tests, the canonical, and each paired distractor as a diff against it with its bug
 * type, operator, line and the tests that kill it (outcomes from the execution cache); searchable
 * by text and filterable by domain, bug type and operator. Task bodies are `template`s filled when
 * opened. The output depends only on the input.
 */
export function renderBundleHtml(input: BundleHtmlInput): string {
  const { bundle } = input.bundle;
  const corpus = new Map<string, CorpusRow>(bundle.corpus.map((row) => [row.corpus_id, row]));
  const metadata = new Map<string, DistractorMetadataRow>((bundle.distractorMetadata ?? []).map((row) => [row.corpus_id, row]));
  const domains = [...new Set(bundle.queries.map((query) => taskDomain(query) ?? ''))].filter((domain) => domain !== '').sort();
  const bugTypes = bugTypeOrder(bundle.corpus.map((row) => row.bug_type ?? '').filter((type) => type !== ''));
  const operators = [...new Set([...metadata.values()].map((row) => row.operator))].sort();
  const token = (prefix: string, values: readonly string[]): Map<string, string> => new Map(values.map((value, index) => [value, `${prefix}${index}`]));
  const domainToken = token('d', domains);
  const bugToken = token('b', bugTypes);
  const operatorToken = token('o', operators);
  const templates: string[] = [];
  const tasks = bundle.queries.map((query, index) => {
    const canonical = corpus.get(query.correct_corpus_ids[0] ?? '');
    const distractors = query.paired_distractor_corpus_ids.map((corpusId) => ({ corpusId, row: corpus.get(corpusId), meta: metadata.get(corpusId) }));
    const domain = taskDomain(query) ?? '';
    const examples = input.examplesOf?.(query) ?? [];
    const distractorHtml = distractors.map(({ corpusId, row, meta }) => {
      const bugType = row?.bug_type ?? meta?.bug_type ?? '';
      const verdict = input.bundle.verdictOf?.(query.query_id, corpusId);
      const killed = verdict?.testResults.filter((outcome) => outcome !== 'pass').length;
      const heading =
        `<h4><code>${h(corpusId)}</code> <span class="bug">${h(bugType)}</span>${meta === undefined ? '' : ` <span class="muted">(${h(meta.operator)}, line ${meta.line})</span>`}` +
        `${verdict === undefined ? '' : ` · killed by ${killed} of ${verdict.testResults.length} tests`}</h4>`;
      const code = row === undefined ? '<p class="note">Not in the corpus.</p>' : canonical === undefined ? codeListingHtml(row.code) : snippetDiffHtml(canonical.code, row.code, { context: 2 });
      return `<div class="distractor">${heading}${code}${outcomeList(query, verdict?.testResults)}</div>`;
    });
    const body =
      `<p class="query">${h(query.query)}</p>` +
      (examples.length === 0 ? '' : `<h4>Examples</h4><ul class="tests">${examples.map((line) => `<li><code>${h(line)}</code></li>`).join('')}</ul>`) +
      `<details class="tests-list"><summary>${plural(query.test_suite.length, 'test')}</summary><ol class="tests">${query.test_suite.map((test) => `<li><code>${h(test)}</code></li>`).join('')}</ol></details>` +
      `<h4>Canonical <code>${h(query.correct_corpus_ids[0] ?? '')}</code></h4>${canonical === undefined ? '<p class="note">Not in the corpus.</p>' : codeListingHtml(canonical.code)}` +
      distractorHtml.join('');
    templates.push(`<template id="task${index}">${body}</template>`);
    const types = [...new Set(distractors.map(({ row, meta }) => row?.bug_type ?? meta?.bug_type ?? ''))].filter((type) => type !== '');
    const operatorsOfTask = [...new Set(distractors.map(({ meta }) => meta?.operator ?? ''))].filter((operator) => operator !== '');
    const entryPoint = typeof query.metadata['entry_point'] === 'string' ? query.metadata['entry_point'] : '';
    const searchable = [query.query_id, entryPoint, domain, query.query, ...types, ...operatorsOfTask, ...query.correct_corpus_ids, ...query.paired_distractor_corpus_ids].join(' ').toLowerCase();
    const firstLine = query.query.split('\n')[0] ?? '';
    return (
      `<details class="fi dq task" data-domain="${domainToken.get(domain) ?? ''}" data-bug="${types.map((type) => bugToken.get(type)).join(' ')}" data-operator="${operatorsOfTask.map((operator) => operatorToken.get(operator)).join(' ')}" data-text="${h(searchable)}">` +
      `<summary><b>${h(query.query_id)}</b>${entryPoint === '' ? '' : ` <code>${h(entryPoint)}</code>`}${domain === '' ? '' : ` <span class="muted">${h(domain)}</span>`} · ${plural(distractors.length, 'distractor')}` +
      `${types.length === 0 ? '' : `: ${types.map((type) => `<span class="bug">${h(type)}</span>`).join(', ')}`} · ${h(firstLine.length > 140 ? `${firstLine.slice(0, 139)}…` : firstLine)}</summary>` +
      `<div data-template="task${index}"></div></details>`
    );
  });
  const select = (key: string, label: string, values: readonly string[], tokens: Map<string, string>): string =>
    values.length === 0 ? '' : `<label>${label} <select data-filter="${key}"><option value="">any</option>${values.map((value) => `<option value="${tokens.get(value)}">${h(value)}</option>`).join('')}</select></label>`;
  const controls =
    `<div class="controls"><label>search <input type="search" data-search placeholder="query id, words of the task, entry point, snippet id"></label>` +
    `${select('domain', 'domain', domains, domainToken)}${select('bug', 'bug type', bugTypes, bugToken)}${select('operator', 'operator', operators, operatorToken)}` +
    `<span class="muted"><span data-count>${tasks.length}</span> of ${tasks.length} tasks</span></div>`;
  const taskSection = htmlSection(
    'tasks',
    'Tasks',
    'Each task: the query, its examples and tests, the canonical, and each paired distractor as a diff against the canonical with its bug type, operator and the tests that kill it (outcomes recorded in the execution cache). Open a task to see it.',
    `<div class="filterable">${controls}<div class="entries">${tasks.join('')}</div></div>`,
  );
  const name = input.bundle.name;
  const dataset = renderDatasetSectionHtml({ bundle: { name, sha256: input.bundle.sha256 }, dataset: datasetTables(bundle), dense_rule: '', pooled_dense_deception: null, systems: {} });
  const facts: Array<[string, string]> = [
    ['bundle', name],
    ['sha256', `${input.bundle.sha256.slice(0, 12)}…`],
    ['tasks', bundle.queries.length.toLocaleString('en-US')],
    ['snippets', bundle.corpus.length.toLocaleString('en-US')],
  ];
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src ${PAGE_SCRIPT_SOURCE}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${h(`execret bundle · ${name}`)}</title>`,
    `<style>${REPORT_STYLESHEET}${DRILL_DOWN_STYLESHEET}</style></head><body><main>`,
    `<header><h1>execret bundle</h1><p class="lede">Every task of the benchmark: the canonical and its execution-verified buggy near-clones, and how the build chose them.</p>` +
      `<dl class="facts">${facts.map(([term, value]) => `<div><dt>${h(term)}</dt><dd>${h(value)}</dd></div>`).join('')}</dl>` +
      `<nav>${dataset === '' ? '' : '<a href="#dataset">Dataset</a>'}${isRecord(input.buildReport) ? '<a href="#funnel">Build funnel</a>' : ''}<a href="#tasks">Tasks</a></nav></header>`,
    dataset,
    funnelSection(input.buildReport),
    taskSection,
    templates.join(''),
    '<footer><p>Written by <code>execret show</code>. This page is self-contained: it loads nothing from the network.</p></footer>',
    `<script>${PAGE_SCRIPT}</script>`,
    '</main></body></html>',
    '',
  ].join('\n');
}
