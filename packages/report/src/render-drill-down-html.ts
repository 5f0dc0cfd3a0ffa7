import type { CorpusRow, QueryRow } from '@execret/core';
import { breakableHtml } from './breakable-html.js';
import { bugTypeOrder } from './bug-type-order.js';
import type { DrillDown, DrillDownEntry, DrillDownResult } from './drill-down.js';
import { escapeHtml as h } from './escape-html.js';
import { htmlSection } from './html-section.js';
import type { ReportBundle } from './report-bundle.js';
import { codeListingHtml, snippetDiffHtml } from './snippet-diff-html.js';

/** Options of {@link renderDrillDownHtml}. */
export interface DrillDownHtmlOptions {
  /** The bundle (for query texts and code); without it entries show ids and outcomes only. */
  bundle?: ReportBundle | undefined;
  /** How each system is named on the page (default: its id). */
  displayName?: (system: string) => string;
  /**
   * Size budget of the section in characters (default {@link DRILL_DOWN_MAX_CHARS}): over it, hits
   * are left out, then each system keeps only its first misses, with a note saying so.
   */
  maxChars?: number;
}

/** Default size budget of the drill-down (16 million characters, about 16 MB), which keeps `report.html` under 20 MB. */
export const DRILL_DOWN_MAX_CHARS = 16_000_000;

interface Limits {
  hits: boolean;
  perSystem: number;
}

// Code and query texts are stored once per page as <template>s and copied in when an entry opens.
class TemplateStore {
  private readonly ids = new Map<string, string>();
  readonly templates: string[] = [];

  constructor(private readonly prefix: string) {}

  id(key: string, render: () => string): string {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = `${this.prefix}${this.ids.size}`;
      this.ids.set(key, id);
      this.templates.push(`<template id="${id}">${render()}</template>`);
    }
    return id;
  }
}

function score(value: number | null): string {
  return value === null ? '—' : String(value);
}

function resultFacts(result: DrillDownResult): string {
  const kind = result.passes
    ? 'passes'
    : result.ownDistractor
      ? 'own paired distractor'
      : result.otherQueryId !== null
        ? `from <code>${h(result.otherQueryId)}</code>`
        : result.label === ''
          ? 'unknown snippet'
          : result.label;
  const bug = result.bugType === '' ? '' : ` <span class="bug">${h(result.bugType)}</span>`;
  const operator = result.operator === null ? '' : ` <span class="muted">(${h(result.operator)})</span>`;
  return `<code>${h(result.corpusId)}</code> ${kind}${bug}${operator}`;
}

function failureHtml(result: DrillDownResult | null): string {
  if (result === null || result.failure === null) return '';
  const test = result.failure.test === null ? `test ${result.failure.index + 1}` : `<code>${h(result.failure.test)}</code>`;
  return `<p class="fails">fails ${test} → <code class="outcome">${h(result.failure.outcome)}</code></p>`;
}

/**
 * Renders the "Per query" section of `report.html` and its "Disagreements" part: per system every
 * query, rank-1 misses first, each with its rank-1 snippet (id, label, bug type, operator, score),
 * the canonical's rank and score, the first failing test with its recorded outcome, and, when opened,
 * the query and the snippet as a diff against the canonical; filterable by system, domain, bug type
 * and outcome. With several systems, the queries some get right at rank 1 and others not, the
 * snippets each side ranked first side by side. Returns the section and the `<template>`s it needs.
 */
export function renderDrillDownHtml(drillDown: DrillDown, options: DrillDownHtmlOptions = {}): string {
  const budget = options.maxChars ?? DRILL_DOWN_MAX_CHARS;
  let html = renderWithin(drillDown, options, { hits: true, perSystem: Infinity });
  if (html.length <= budget) return html;
  html = renderWithin(drillDown, options, { hits: false, perSystem: Infinity });
  // Entries cost about the same: shrink the per-system share in proportion until the page fits.
  let perSystem = Math.max(...drillDown.systems.map((system) => system.misses), 1);
  while (html.length > budget && perSystem > 1) {
    perSystem = Math.max(1, Math.floor((perSystem * budget) / html.length * 0.95));
    html = renderWithin(drillDown, options, { hits: false, perSystem });
  }
  return html;
}

function renderWithin(drillDown: DrillDown, options: DrillDownHtmlOptions, limits: Limits): string {
  const name = options.displayName ?? ((system: string) => system);
  const queries = new Map<string, QueryRow>((options.bundle?.bundle.queries ?? []).map((query) => [query.query_id, query]));
  const corpus = new Map<string, CorpusRow>((options.bundle?.bundle.corpus ?? []).map((row) => [row.corpus_id, row]));
  const store = new TemplateStore('t');
  const systemToken = new Map(drillDown.systems.map((system, index) => [system.system, `s${index}`]));
  const domains = [...new Set(drillDown.systems.flatMap((system) => system.entries.map((entry) => entry.domain ?? '')))].filter((domain) => domain !== '').sort();
  const bugTypes = bugTypeOrder(drillDown.systems.flatMap((system) => system.entries.map((entry) => entry.rank1?.bugType ?? '')).filter((type) => type !== ''));
  const domainToken = new Map(domains.map((domain, index) => [domain, `d${index}`]));
  const bugToken = new Map(bugTypes.map((type, index) => [type, `b${index}`]));

  const queryTemplate = (queryId: string): string | null => {
    const query = queries.get(queryId);
    if (query === undefined) return null;
    return store.id(`q ${queryId}`, () => `<p class="query">${h(query.query)}</p>`);
  };
  // The first failing test of a snippet ranked first for a query and the snippet against the canonical
  // (a diff, or the plain canonical when it is the canonical): shared by every system that ranked it first.
  const resultTemplate = (queryId: string, canonicalId: string, result: DrillDownResult): string | null => {
    const canonical = corpus.get(canonicalId);
    const snippet = corpus.get(result.corpusId);
    const code = canonical === undefined || snippet === undefined ? '' : canonicalId === result.corpusId ? codeListingHtml(canonical.code) : snippetDiffHtml(canonical.code, snippet.code);
    const failure = failureHtml(result);
    if (code === '' && failure === '') return null;
    return store.id(`r ${queryId} ${result.corpusId}`, () => failure + code);
  };
  const slot = (id: string | null): string => (id === null ? '' : `<div data-template="${id}"></div>`);

  const entryHtml = (system: string, entry: DrillDownEntry): string => {
    const tokens = [
      `data-system="${systemToken.get(system) ?? ''}"`,
      `data-domain="${entry.domain === null ? '' : (domainToken.get(entry.domain) ?? '')}"`,
      `data-bug="${entry.rank1 === null || entry.rank1.bugType === '' ? '' : (bugToken.get(entry.rank1.bugType) ?? '')}"`,
      `data-outcome="${entry.hit ? 'hit' : 'miss'}"`,
    ].join(' ');
    const canonical =
      entry.canonical.rank === null
        ? `canonical <code>${h(entry.canonical.corpusId)}</code> not in the listed top results`
        : `canonical <code>${h(entry.canonical.corpusId)}</code> rank <b class="cr">${entry.canonical.rank}</b>, score <span class="cs">${score(entry.canonical.score)}</span>`;
    const rank1 = entry.rank1 === null ? 'no result' : `rank 1: ${resultFacts(entry.rank1)}, score <span class="rs">${score(entry.rank1.score)}</span>`;
    // Misses carry the failing test and the code (a diff against the canonical); hits only the query, which keeps the page small.
    const code = !entry.hit && entry.rank1 !== null ? resultTemplate(entry.queryId, entry.canonical.corpusId, entry.rank1) : null;
    const hidden = systemToken.get(system) === 's0' ? '' : ' hidden';
    return (
      `<details class="fi dq ${entry.hit ? 'hit' : 'miss'}" ${tokens} data-query="${h(entry.queryId)}"${hidden}>` +
      `<summary><span class="badge">${entry.hit ? 'hit' : 'miss'}</span> <b>${h(entry.queryId)}</b>${drillDown.systems.length > 1 ? ` <span class="muted">${h(name(system))}</span>` : ''}` +
      `${entry.domain === null ? '' : ` <span class="muted">${h(entry.domain)}</span>`} · ${rank1} · ${canonical}</summary>` +
      `${slot(queryTemplate(entry.queryId))}${slot(code)}</details>`
    );
  };

  const options_ = (values: Array<[string, string]>, all: string): string => `<option value="">${h(all)}</option>${values.map(([value, label]) => `<option value="${value}">${h(label)}</option>`).join('')}`;
  const systemOptions = drillDown.systems.map((system): [string, string] => [systemToken.get(system.system) as string, `${name(system.system)} (${system.misses} rank-1 misses)`]);
  const systemSelect = `<label>system <select data-filter="system">${systemOptions.map(([value, label], index) => `<option value="${value}"${index === 0 ? ' selected' : ''}>${h(label)}</option>`).join('')}${drillDown.systems.length > 1 ? '<option value="">every system</option>' : ''}</select></label>`;
  const domainSelect = domains.length === 0 ? '' : `<label>domain <select data-filter="domain">${options_(domains.map((domain) => [domainToken.get(domain) as string, domain]), 'every domain')}</select></label>`;
  const bugSelect = bugTypes.length === 0 ? '' : `<label>rank-1 bug type <select data-filter="bug">${options_(bugTypes.map((type) => [bugToken.get(type) as string, type]), 'every bug type')}</select></label>`;
  const outcomeSelect = `<label>rank 1 <select data-filter="outcome">${options_([['miss', 'misses'], ['hit', 'hits']], 'misses and hits')}</select></label>`;
  const kept = (system: DrillDown['systems'][number]): DrillDownEntry[] => system.entries.filter((entry) => limits.hits || !entry.hit).slice(0, limits.perSystem);
  const entries = drillDown.systems.flatMap((system) => kept(system).map((entry) => entryHtml(system.system, entry)));
  const perQuery =
    `<div class="filterable" id="drill-down-list"><div class="controls">${systemSelect}${domainSelect}${bugSelect}${outcomeSelect}<span class="muted"><span data-count>${drillDown.systems[0] === undefined ? 0 : kept(drillDown.systems[0]).length}</span> shown</span></div>` +
    `<div class="entries">${entries.join('')}</div></div>`;

  let disagreements = '';
  if (drillDown.systems.length > 1) {
    const rank1Of = new Map<string, DrillDownEntry>();
    for (const system of drillDown.systems) for (const entry of system.entries) rank1Of.set(`${system.system} ${entry.queryId}`, entry);
    const rows = drillDown.disagreements.map((disagreement) => {
      const sides = [...disagreement.right, ...disagreement.wrong].map((system) => {
        const entry = rank1Of.get(`${system} ${disagreement.queryId}`) as DrillDownEntry;
        const id = entry.rank1 === null ? null : resultTemplate(disagreement.queryId, entry.canonical.corpusId, entry.rank1);
        return { system, entry, id };
      });
      // One column per distinct rank-1 snippet: systems that ranked the same snippet first share it.
      const columns = new Map<string, typeof sides>();
      for (const side of sides) columns.set(side.entry.rank1?.corpusId ?? '', [...(columns.get(side.entry.rank1?.corpusId ?? '') ?? []), side]);
      const columnHtml = [...columns.values()].map((group) => {
        const first = group[0] as (typeof group)[number];
        const heading = `<h4 class="${first.entry.hit ? 'hit' : 'miss'}">${first.entry.hit ? '✓' : '✗'} ${group.map((side) => breakableHtml(name(side.system))).join(', ')}</h4>`;
        const facts = first.entry.rank1 === null ? '<p>no result</p>' : `<p>${resultFacts(first.entry.rank1)}</p>`;
        return `<div class="side-col">${heading}${facts}${slot(first.id)}</div>`;
      });
      const bugs = [...new Set(sides.map((side) => side.entry.rank1?.bugType ?? '').filter((type) => type !== ''))].map((type) => bugToken.get(type) ?? '');
      const tokens = `data-right="${disagreement.right.map((system) => systemToken.get(system)).join(' ')}" data-wrong="${disagreement.wrong.map((system) => systemToken.get(system)).join(' ')}" data-domain="${disagreement.domain === null ? '' : (domainToken.get(disagreement.domain) ?? '')}" data-bug="${bugs.join(' ')}"`;
      return (
        `<details class="fi dq" ${tokens}><summary><b>${h(disagreement.queryId)}</b>${disagreement.domain === null ? '' : ` <span class="muted">${h(disagreement.domain)}</span>`} · right: ${disagreement.right.map((system) => breakableHtml(name(system))).join(', ')} · wrong: ${disagreement.wrong.map((system) => breakableHtml(name(system))).join(', ')}</summary>` +
        `${slot(queryTemplate(disagreement.queryId))}<div class="side-by-side">${columnHtml.join('')}</div></details>`
      );
    });
    const pick = (key: string, label: string): string => `<label>${label} <select data-filter="${key}">${options_(systemOptions.map(([value]) => [value, name(drillDown.systems[Number(value.slice(1))]?.system ?? '')]), 'any system')}</select></label>`;
    disagreements =
      `<h3 class="subhead" id="disagreements">Disagreements: ${rows.length} ${rows.length === 1 ? 'query' : 'queries'} some systems get right at rank 1 and others not</h3>` +
      `<div class="filterable"><div class="controls">${pick('right', 'right')}${pick('wrong', 'wrong')}${domainSelect}${bugSelect.replace('rank-1 bug type', 'a wrong rank-1 bug type')}<span class="muted"><span data-count>${rows.length}</span> shown</span></div>` +
      `<div class="entries">${rows.join('')}</div></div>`;
  }
  const intro =
    'Every query per system, rank-1 misses first: the snippet ranked first (its bug type and operator, the first test it fails with the outcome recorded in the execution cache, its score), and the canonical’s rank and score among the listed top 10. Open a miss to see the query and the snippet as a diff against the canonical.' +
    (options.bundle === undefined ? ' <b>Without the bundle</b> (<code>execret report --bundle</code>) the query texts, tests and code cannot be shown.' : '') +
    (limits.hits ? '' : ` <b>To keep this page small, hits are left out${limits.perSystem === Infinity ? '' : ` and each system lists only its first ${limits.perSystem.toLocaleString('en-US')} rank-1 misses`}</b>; every query is in <code>results/&lt;system&gt;.json</code>.`);
  return htmlSection('per-query', 'Per query', intro, perQuery + disagreements) + store.templates.join('');
}
