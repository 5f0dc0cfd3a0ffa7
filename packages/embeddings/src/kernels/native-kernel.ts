import type { FloatMatrix } from '../npy.js';
import { JavaScriptKernel } from './javascript-kernel.js';
import type { SimilarityKernel, TopKMatches } from './similarity-kernel.js';
import { TOP_K_GRAPH_BASE64 } from './top-k-graph.js';

// The slice of onnxruntime-node's API this kernel uses.
interface OrtTensor {
  data: unknown;
  dims: readonly number[];
}
interface OrtModule {
  Tensor: new (type: string, data: Float32Array | BigInt64Array, dims: number[]) => OrtTensor;
  InferenceSession: {
    create(model: Uint8Array, options: Record<string, unknown>): Promise<{ run(feeds: Record<string, OrtTensor>): Promise<Record<string, OrtTensor>> }>;
  };
}

/** Bytes of the score block one native call may allocate (queries × corpus × 4). */
const BLOCK_BYTES = 256 * 1024 * 1024;

/**
 * Top-k through onnxruntime-node's optimised SGEMM (MLAS) and TopK operators: about 100 GFLOP/s on
 * two cores here, against about 1 for plain JavaScript. Queries are processed in blocks so that the
 * score matrix of one block stays under 256 MiB.
 */
export class NativeKernel implements SimilarityKernel {
  readonly name = 'native';

  private constructor(
    private readonly ort: OrtModule,
    private readonly session: Awaited<ReturnType<OrtModule['InferenceSession']['create']>>,
  ) {}

  /** Loads onnxruntime-node (an optional peer dependency); undefined when it is not installed. */
  static async load(options: { threads?: number } = {}): Promise<NativeKernel | undefined> {
    let ort: OrtModule;
    try {
      const loaded = (await import('onnxruntime-node')) as unknown as OrtModule & { default?: OrtModule };
      ort = loaded.InferenceSession === undefined && loaded.default !== undefined ? loaded.default : loaded;
    } catch {
      return undefined;
    }
    const session = await ort.InferenceSession.create(Buffer.from(TOP_K_GRAPH_BASE64, 'base64'), {
      intraOpNumThreads: options.threads ?? 0,
      graphOptimizationLevel: 'all',
      logSeverityLevel: 3,
    });
    return new NativeKernel(ort, session);
  }

  async topK(queries: FloatMatrix, corpus: FloatMatrix, k: number): Promise<TopKMatches> {
    const take = Math.min(k, corpus.rows);
    const indices: Int32Array[] = [];
    const scores: Float32Array[] = [];
    if (take === 0 || queries.rows === 0) {
      for (let row = 0; row < queries.rows; row += 1) {
        indices.push(new Int32Array(0));
        scores.push(new Float32Array(0));
      }
      return { indices, scores };
    }
    const corpusTensor = new this.ort.Tensor('float32', corpus.data, [corpus.rows, corpus.columns]);
    const kTensor = new this.ort.Tensor('int64', BigInt64Array.from([BigInt(take)]), [1]);
    const block = Math.max(1, Math.min(queries.rows, Math.floor(BLOCK_BYTES / (4 * corpus.rows))));
    for (let start = 0; start < queries.rows; start += block) {
      const count = Math.min(block, queries.rows - start);
      const slice = queries.data.subarray(start * queries.columns, (start + count) * queries.columns);
      const output = await this.session.run({
        queries: new this.ort.Tensor('float32', slice, [count, queries.columns]),
        corpus: corpusTensor,
        k: kTensor,
      });
      const blockScores = (output['scores'] as OrtTensor).data as Float32Array;
      const blockIndices = (output['indices'] as OrtTensor).data as BigInt64Array;
      for (let row = 0; row < count; row += 1) {
        scores.push(blockScores.slice(row * take, (row + 1) * take));
        indices.push(Int32Array.from(blockIndices.subarray(row * take, (row + 1) * take), (value) => Number(value)));
      }
    }
    return { indices, scores };
  }
}

/**
 * The fastest kernel available: {@link NativeKernel} when onnxruntime-node is installed (it comes
 * with `@execret/embeddings-transformers`), else {@link JavaScriptKernel}. `prefer: 'javascript'`
 * forces the portable one.
 */
export async function createSimilarityKernel(options: { prefer?: 'native' | 'javascript'; threads?: number } = {}): Promise<SimilarityKernel> {
  if (options.prefer !== 'javascript') {
    const native = await NativeKernel.load({ threads: options.threads });
    if (native !== undefined) return native;
  }
  return new JavaScriptKernel();
}
