import { IoError } from '@execret/core';
import { NO_DENSE_ROW, type Bm25IndexParts } from './bm25-index-parts.js';
import { BM25_VARIANTS, isBm25Variant, resolveBm25Parameters, type Bm25Parameters } from './bm25-variants.js';
import { readTypedArrayFile, writeTypedArrayFile } from './typed-array-file.js';

/** What an index file holds besides the index itself (see `Bm25Index.save`). */
export type Bm25IndexMetadata = Record<string, unknown>;

const FILE_KIND = 'execret-bm25-index';

/**
 * Writes the parts of an index to `path` (atomically) as a typed-array file (see
 * `writeTypedArrayFile` in the README): a JSON header with kind, variant, parameters, averages,
 * vocabulary and `metadata`, then every array.
 *
 * @throws IoError when the file cannot be written.
 */
export async function writeBm25IndexFile(path: string, parts: Bm25IndexParts, metadata: Bm25IndexMetadata): Promise<void> {
  await writeTypedArrayFile(path, {
    header: {
      kind: FILE_KIND,
      variant: parts.variant,
      parameters: { ...parts.parameters },
      averageDocumentLength: parts.averageDocumentLength,
      averageIdf: Number.isNaN(parts.averageIdf) ? null : parts.averageIdf,
      terms: parts.terms,
      metadata,
    },
    arrays: {
      documentLengths: parts.documentLengths,
      termOffsets: parts.termOffsets,
      termIdf: parts.termIdf,
      termAbsentScore: parts.termAbsentScore,
      postingDocuments: parts.postingDocuments,
      postingWeights: parts.postingWeights,
      termDocumentFrequency: parts.termDocumentFrequency,
      termDenseRow: parts.termDenseRow,
      denseWeights: parts.denseWeights,
    },
  });
}

/**
 * Reads an index file written by {@link writeBm25IndexFile} and checks that its parts fit together.
 *
 * @returns the parts and the metadata saved with them (`{}` when none).
 * @throws IoError when the file is missing, unreadable, or not a consistent BM25 index file.
 */
export async function readBm25IndexFile(path: string): Promise<{ parts: Bm25IndexParts; metadata: Bm25IndexMetadata }> {
  const { header, arrays } = await readTypedArrayFile(path);
  const bad = (detail: string): IoError => new IoError(`${path} is not a valid BM25 index file: ${detail}`, { file: path });
  if (header.kind !== FILE_KIND) throw bad(`expected kind "${FILE_KIND}", got ${JSON.stringify(header.kind)}`);
  if (!isBm25Variant(header.variant)) throw bad(`variant must be one of ${BM25_VARIANTS.join(', ')}, got ${JSON.stringify(header.variant)}`);
  let parameters: Bm25Parameters;
  try {
    parameters = resolveBm25Parameters(header.variant, header.parameters as Partial<Bm25Parameters>);
  } catch (error) {
    throw bad((error as Error).message);
  }
  const terms = header.terms;
  if (terms !== null && !(Array.isArray(terms) && terms.every((term) => typeof term === 'string'))) {
    throw bad('"terms" must be null or an array of strings');
  }
  const uint32 = (name: string): Uint32Array => {
    const array = arrays[name];
    if (!(array instanceof Uint32Array)) throw bad(`missing uint32 array "${name}"`);
    return array;
  };
  const float64 = (name: string): Float64Array => {
    const array = arrays[name];
    if (!(array instanceof Float64Array)) throw bad(`missing float64 array "${name}"`);
    return array;
  };
  const parts: Bm25IndexParts = {
    variant: header.variant,
    parameters,
    averageDocumentLength: Number(header.averageDocumentLength),
    averageIdf: header.averageIdf === null ? Number.NaN : Number(header.averageIdf),
    terms: terms as string[] | null,
    documentLengths: uint32('documentLengths'),
    termOffsets: uint32('termOffsets'),
    termIdf: float64('termIdf'),
    termAbsentScore: float64('termAbsentScore'),
    postingDocuments: uint32('postingDocuments'),
    postingWeights: float64('postingWeights'),
    termDocumentFrequency: uint32('termDocumentFrequency'),
    termDenseRow: uint32('termDenseRow'),
    denseWeights: float64('denseWeights'),
  };
  const problem = checkParts(parts);
  if (problem !== undefined) throw bad(problem);
  const metadata = header.metadata;
  return { parts, metadata: typeof metadata === 'object' && metadata !== null ? (metadata as Bm25IndexMetadata) : {} };
}

/** Why the parts of a loaded index do not fit together, or undefined when they do. */
function checkParts(parts: Bm25IndexParts): string | undefined {
  const vocabularySize = parts.termIdf.length;
  const documentCount = parts.documentLengths.length;
  if (parts.termOffsets.length !== vocabularySize + 1) return `termOffsets must hold ${vocabularySize + 1} entries, got ${parts.termOffsets.length}`;
  if (parts.termAbsentScore.length !== vocabularySize) return `termAbsentScore must hold ${vocabularySize} entries, got ${parts.termAbsentScore.length}`;
  if (parts.terms !== null && parts.terms.length !== vocabularySize) return `terms must hold ${vocabularySize} entries, got ${parts.terms.length}`;
  if (parts.postingWeights.length !== parts.postingDocuments.length) return 'postingWeights and postingDocuments differ in length';
  if (parts.termDocumentFrequency.length !== vocabularySize) return `termDocumentFrequency must hold ${vocabularySize} entries, got ${parts.termDocumentFrequency.length}`;
  if (parts.termDenseRow.length !== vocabularySize) return `termDenseRow must hold ${vocabularySize} entries, got ${parts.termDenseRow.length}`;
  const denseRows = documentCount === 0 ? 0 : parts.denseWeights.length / documentCount;
  if (!Number.isInteger(denseRows) || (documentCount === 0 && parts.denseWeights.length !== 0)) return `denseWeights must hold a whole number of ${documentCount}-document rows, got ${parts.denseWeights.length} values`;
  for (let term = 0; term < vocabularySize; term += 1) {
    const row = parts.termDenseRow[term] as number;
    const stored = (parts.termOffsets[term + 1] as number) - (parts.termOffsets[term] as number);
    if (row !== NO_DENSE_ROW && (row >= denseRows || stored !== 0)) return `term ${term} names dense row ${row} of ${denseRows} and has ${stored} postings`;
    if (row === NO_DENSE_ROW && stored !== parts.termDocumentFrequency[term]) return `term ${term} has ${stored} postings but document frequency ${parts.termDocumentFrequency[term]}`;
  }
  if (parts.termOffsets[0] !== 0 || parts.termOffsets[vocabularySize] !== parts.postingDocuments.length) return 'termOffsets do not span the postings';
  for (let term = 0; term < vocabularySize; term += 1) {
    if ((parts.termOffsets[term + 1] as number) < (parts.termOffsets[term] as number)) return `termOffsets decrease at term ${term}`;
  }
  for (let slot = 0; slot < parts.postingDocuments.length; slot += 1) {
    if ((parts.postingDocuments[slot] as number) >= documentCount) return `posting ${slot} names document ${parts.postingDocuments[slot]}, but there are ${documentCount}`;
  }
  if (!Number.isFinite(parts.averageDocumentLength) || parts.averageDocumentLength < 0) return `averageDocumentLength must be a finite number ≥ 0, got ${parts.averageDocumentLength}`;
  return undefined;
}
