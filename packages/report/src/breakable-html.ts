import { escapeHtml } from './escape-html.js';

/**
 * Escapes an identifier for HTML text and adds a line-break opportunity (`<wbr>`) after each
 * separator (`/ : ? & | = _ -`), so long system ids wrap at natural points instead of mid-word.
 */
export function breakableHtml(text: string): string {
  return text
    .split(/(?<=[/:?&|=_-])/)
    .map((part) => escapeHtml(part))
    .join('<wbr>');
}
