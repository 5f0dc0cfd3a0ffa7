import type { ChatMessage } from '../chat/chat-model.js';

/**
 * Version of {@link listwisePrompt}'s wording: part of the LLM reranker's invocation key, so a new
 * wording never reuses answers to the old one.
 */
export const LISTWISE_PROMPT_VERSION = 1;

/** Cuts a candidate to its first `maxWords` whitespace-separated words (RankGPT cuts passages to 300). */
export function cutToWords(text: string, maxWords: number): string {
  const word = /\S+/g;
  let count = 0;
  for (let match = word.exec(text); match !== null; match = word.exec(text)) {
    count += 1;
    if (count > maxWords) return text.slice(0, match.index).trimEnd();
  }
  return text;
}

/**
 * The conversation asking a chat model to order one window of code candidates for a query: a
 * system turn describing the task, then one user turn with the query, the candidates tagged `[1]`…
 * `[n]` (each cut to `maxWords` words), and the answer format `[2] > [1] > …` with nothing else.
 */
export function listwisePrompt(query: string, candidates: readonly string[], maxWords: number): ChatMessage[] {
  const listed = candidates.map((candidate, index) => `[${index + 1}]\n${cutToWords(candidate, maxWords)}`).join('\n\n');
  return [
    {
      role: 'system',
      content: 'You rank code snippets by how well each one implements what a search query asks for, judging whether the code is correct for the request, not only whether it is on topic.',
    },
    {
      role: 'user',
      content:
        `Search query: ${query}\n\n` +
        `Here are ${candidates.length} code snippets, each tagged with an identifier in brackets.\n\n${listed}\n\n` +
        `Order all ${candidates.length} snippets from the one that best implements the query to the worst. ` +
        `Answer with the identifiers only, separated by " > ", for example [2] > [1]. Write nothing else.`,
    },
  ];
}
