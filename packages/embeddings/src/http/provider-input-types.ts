/**
 * Voyage `input_type` values (https://docs.voyageai.com/reference/embeddings-api). Voyage puts a
 * prompt before the text for each; `null` (no input type) adds none.
 */
export const VOYAGE_INPUT_TYPES = {
  query: 'prepends "Represent the query for retrieving supporting documents: "',
  document: 'prepends "Represent the document for retrieval: "',
} as const;

/** Cohere `input_type` values of embed v3 and later (https://docs.cohere.com/reference/embed); required. */
export const COHERE_INPUT_TYPES = {
  search_query: 'a search query',
  search_document: 'a document of the searched corpus',
  classification: 'text to classify',
  clustering: 'text to cluster',
} as const;

/**
 * Gemini `taskType` values (https://ai.google.dev/api/embeddings#TaskType). gemini-embedding-2 takes
 * none: its task goes in the text instead (see its invocation profile).
 */
export const GEMINI_TASK_TYPES = {
  RETRIEVAL_QUERY: 'a search query',
  RETRIEVAL_DOCUMENT: 'a document of the searched corpus',
  CODE_RETRIEVAL_QUERY: 'a natural-language query for code (pair it with RETRIEVAL_DOCUMENT)',
  SEMANTIC_SIMILARITY: 'text compared for similarity',
  CLASSIFICATION: 'text to classify',
  CLUSTERING: 'text to cluster',
  QUESTION_ANSWERING: 'a question, for question answering',
  FACT_VERIFICATION: 'a statement to verify',
} as const;

/**
 * Jina `task` values (https://jina.ai/embeddings/): jina-embeddings-v3 has the first five,
 * jina-embeddings-v4 adds `code.query` / `code.passage`; jina-embeddings-v2-base-code has none.
 */
export const JINA_TASKS = {
  'retrieval.query': 'a search query',
  'retrieval.passage': 'a document of the searched corpus',
  'text-matching': 'text compared for similarity',
  classification: 'text to classify',
  separation: 'text to cluster',
  'code.query': 'a query for code (v4)',
  'code.passage': 'code searched (v4)',
} as const;

/** How a provider receives a query / document input type, and which values it documents. */
export interface ProviderInputTypes {
  /** The request field that carries it (`input_type`, `taskType`, `task`, `prompt_name`). */
  field: string;
  /**
   * The values the provider documents (a table of value → meaning), or `'free-form'` when the
   * values depend on the server or model (an OpenAI-compatible server, TEI prompt names).
   */
  allowed: Readonly<Record<string, string>> | 'free-form';
  /** Whether the provider requires one (then `none` is refused). */
  required: boolean;
  /** What is sent for a model without a profile of this provider (`undefined`: nothing). */
  defaults?: { query: string; document: string };
}

/** The word a system id uses for "send no input type". */
export const NO_INPUT_TYPE = 'none';

/**
 * Checks an input type against a provider's table: undefined when it is allowed, else what is
 * wrong (for an error message). `none` (send no input type) is allowed unless one is required.
 */
export function inputTypeProblem(inputTypes: ProviderInputTypes | undefined, value: string): string | undefined {
  if (inputTypes === undefined) return 'this provider takes no input type';
  if (value === NO_INPUT_TYPE) return inputTypes.required ? 'this provider requires an input type' : undefined;
  if (inputTypes.allowed === 'free-form') return value.trim() === '' ? 'must not be empty (none sends no input type)' : undefined;
  return Object.hasOwn(inputTypes.allowed, value) ? undefined : `must be one of ${allowedInputTypes(inputTypes)}`;
}

/** The allowed values of a provider's input types, in table order, with `none` when it may be left out. */
export function allowedInputTypes(inputTypes: ProviderInputTypes): string {
  const values = inputTypes.allowed === 'free-form' ? ['any value the server knows'] : Object.keys(inputTypes.allowed);
  return [...values, ...(inputTypes.required ? [] : [NO_INPUT_TYPE])].join(', ');
}
