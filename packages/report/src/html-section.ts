import { escapeHtml } from './escape-html.js';

/** One `<section>` of `report.html`: an anchor id, a heading, an intro (HTML, may be empty) and the body (HTML). */
export function htmlSection(id: string, title: string, intro: string, body: string): string {
  return `<section id="${id}"><h2>${escapeHtml(title)}</h2>${intro === '' ? '' : `<p class="intro">${intro}</p>`}${body}</section>`;
}
