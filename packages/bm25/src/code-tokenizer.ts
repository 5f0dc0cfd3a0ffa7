import { InvalidArgumentError } from '@execret/core';
import { stemmer as porterStemmer } from 'stemmer';
import { ENGLISH_STOPWORDS } from './english-stopwords.js';
import { splitIdentifier } from './split-identifier.js';

/** Options of {@link CodeTokenizer}. The defaults suit code: nothing is removed or stemmed. */
export interface CodeTokenizerOptions {
  /** Lowercase every token (after splitting, which needs the case). Default `true`. */
  lowercase?: boolean;
  /** Split identifiers at `_`, camelCase, PascalCase, acronym and digit boundaries. Default `true`. */
  splitIdentifiers?: boolean;
  /**
   * Also emit a split identifier whole (lowercased, underscores kept) before its parts, so
   * `get_user_name` gives `get_user_name get user name`. Default `false`.
   */
  keepIdentifiers?: boolean;
  /** Drop stopwords: `'none'` (default), `'english'` (NLTK's list) or your own lowercase list. */
  stopwords?: 'none' | 'english' | readonly string[];
  /** Stem tokens: `'none'` (default) or `'porter'` (the `stemmer` package, Porter 1980). */
  stemmer?: 'none' | 'porter';
  /** Drop tokens shorter than this many UTF-16 code units. Default 1 (keep `i`, `x`, `0`). */
  minTokenLength?: number;
}

/** The resolved settings of a {@link CodeTokenizer}, as recorded in results (`config.json`). */
export interface CodeTokenizerConfig {
  /** Tokenizer name and rule version: `execret-code-v1`. */
  name: 'execret-code-v1';
  /** See {@link CodeTokenizerOptions.lowercase}. */
  lowercase: boolean;
  /** See {@link CodeTokenizerOptions.splitIdentifiers}. */
  splitIdentifiers: boolean;
  /** See {@link CodeTokenizerOptions.keepIdentifiers}. */
  keepIdentifiers: boolean;
  /** `'none'`, `'english'`, or the custom list, sorted and de-duplicated. */
  stopwords: 'none' | 'english' | string[];
  /** `'none'` or `'porter'`. */
  stemmer: 'none' | 'porter';
  /** See {@link CodeTokenizerOptions.minTokenLength}. */
  minTokenLength: number;
}

// A word is a maximal run of letters, combining marks, numbers and underscores (sticky: matches only
// at lastIndex).
const WORD_AT = /[\p{L}\p{M}\p{N}_]+/uy;
const ASCII_WORD = new Uint8Array(128);
for (let code = 0; code < 128; code += 1) ASCII_WORD[code] = /[A-Za-z0-9_]/.test(String.fromCharCode(code)) ? 1 : 0;
const STEM_CACHE_LIMIT = 200_000;

/**
 * A tokenizer for code and natural language (rule `execret-code-v1`):
 * 1. words are maximal runs of Unicode letters, marks, numbers and `_`; every other character
 *    (spaces, punctuation, operators, `$`, `@`, quotes) separates words and is dropped;
 * 2. with `splitIdentifiers`, each word is split by {@link splitIdentifier} (underscores, camelCase,
 *    PascalCase, acronyms, digits); with `keepIdentifiers` a word that split into two or more parts is
 *    also emitted whole, before its parts;
 * 3. tokens are lowercased (`lowercase`), then tokens shorter than `minTokenLength` and stopwords are
 *    dropped, then the rest are stemmed (`stemmer`).
 *
 * Numbers stay tokens (`range(n + 1)` gives `range n 1`), which matters for off-by-one distractors.
 */
export class CodeTokenizer {
  /** The resolved settings. */
  readonly config: Readonly<CodeTokenizerConfig>;
  private readonly stopwordSet: ReadonlySet<string>;
  private readonly stemCache = new Map<string, string>();

  constructor(options: CodeTokenizerOptions = {}) {
    const minTokenLength = options.minTokenLength ?? 1;
    if (!Number.isSafeInteger(minTokenLength) || minTokenLength < 1) {
      throw new InvalidArgumentError(`minTokenLength must be an integer ≥ 1, got ${String(minTokenLength)}`);
    }
    const stopwords = options.stopwords ?? 'none';
    let stopwordList: readonly string[];
    let recordedStopwords: CodeTokenizerConfig['stopwords'];
    if (stopwords === 'none') {
      stopwordList = [];
      recordedStopwords = 'none';
    } else if (stopwords === 'english') {
      stopwordList = ENGLISH_STOPWORDS;
      recordedStopwords = 'english';
    } else if (Array.isArray(stopwords) && stopwords.every((word) => typeof word === 'string')) {
      stopwordList = stopwords;
      recordedStopwords = [...new Set(stopwords)].sort();
    } else {
      throw new InvalidArgumentError(`stopwords must be 'none', 'english' or an array of strings, got ${JSON.stringify(stopwords)}`);
    }
    const stemmer = options.stemmer ?? 'none';
    if (stemmer !== 'none' && stemmer !== 'porter') {
      throw new InvalidArgumentError(`stemmer must be 'none' or 'porter', got ${JSON.stringify(stemmer)}`);
    }
    this.stopwordSet = new Set(stopwordList);
    this.config = Object.freeze({
      name: 'execret-code-v1',
      lowercase: options.lowercase ?? true,
      splitIdentifiers: options.splitIdentifiers ?? true,
      keepIdentifiers: options.keepIdentifiers ?? false,
      stopwords: recordedStopwords,
      stemmer,
      minTokenLength,
    });
  }

  /** Tokens of `text`, in text order (see the class description for the rule). */
  tokenize(text: string): string[] {
    const tokens: string[] = [];
    const length = text.length;
    let index = 0;
    while (index < length) {
      const code = text.charCodeAt(index);
      if (code < 128 && !ASCII_WORD[code]) {
        index += 1;
        continue;
      }
      // Scan an ASCII word by hand; anything else (or an ASCII word running into a non-ASCII
      // character) goes through the Unicode pattern from the same start.
      let end = index;
      if (code < 128) {
        end += 1;
        while (end < length) {
          const next = text.charCodeAt(end);
          if (next >= 128) {
            end = -1;
            break;
          }
          if (!ASCII_WORD[next]) break;
          end += 1;
        }
      } else {
        end = -1;
      }
      if (end !== -1) {
        this.addWord(text.slice(index, end), tokens);
        index = end;
        continue;
      }
      WORD_AT.lastIndex = index;
      const match = WORD_AT.exec(text);
      if (match === null) {
        index += 1;
        continue;
      }
      this.addWord(match[0], tokens);
      index = WORD_AT.lastIndex;
    }
    return tokens;
  }

  private addWord(word: string, tokens: string[]): void {
    if (!this.config.splitIdentifiers) {
      this.emit(word, tokens);
      return;
    }
    const parts = splitIdentifier(word);
    if (this.config.keepIdentifiers && parts.length > 1) this.emit(word, tokens);
    for (const part of parts) this.emit(part, tokens);
  }

  private emit(raw: string, tokens: string[]): void {
    const { lowercase, minTokenLength, stemmer } = this.config;
    const token = lowercase ? raw.toLowerCase() : raw;
    if (token.length < minTokenLength || this.stopwordSet.has(token)) return;
    tokens.push(stemmer === 'porter' ? this.stem(token) : token);
  }

  private stem(token: string): string {
    let stem = this.stemCache.get(token);
    if (stem === undefined) {
      stem = porterStemmer(token);
      // Bounded so a huge vocabulary cannot grow the cache without limit.
      if (this.stemCache.size >= STEM_CACHE_LIMIT) this.stemCache.clear();
      this.stemCache.set(token, stem);
    }
    return stem;
  }
}
