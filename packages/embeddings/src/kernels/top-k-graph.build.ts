import onnxProto from 'onnx-proto';

const { onnx } = onnxProto;

/**
 * Builds the ONNX graph of the native similarity kernel: `scores = Gemm(queries, corpusᵀ)`, then
 * `TopK(scores, k)` along the corpus axis (largest first; ONNX's TopK puts the lower index first
 * among equal values, so with corpus rows in id order ties break by corpus id ascending).
 * Inputs: `queries` float32 [m, d], `corpus` float32 [n, d], `k` int64 [1]. Outputs: `scores`
 * float32 [m, k], `indices` int64 [m, k]. Used to produce (and test) the bytes in `top-k-graph.ts`.
 */
export function buildTopKGraph(): Uint8Array {
  const types = onnx.TensorProto.DataType;
  const valueInfo = (name: string, elemType: number, dims: Array<string | number>) =>
    onnx.ValueInfoProto.create({
      name,
      type: onnx.TypeProto.create({
        tensorType: onnx.TypeProto.Tensor.create({
          elemType,
          shape: onnx.TensorShapeProto.create({ dim: dims.map((dim) => (typeof dim === 'string' ? { dimParam: dim } : { dimValue: dim })) }),
        }),
      }),
    });
  const intAttribute = (name: string, value: number) => onnx.AttributeProto.create({ name, i: value, type: onnx.AttributeProto.AttributeType.INT });
  const graph = onnx.GraphProto.create({
    name: 'execret_top_k',
    node: [
      onnx.NodeProto.create({ opType: 'Gemm', input: ['queries', 'corpus'], output: ['all_scores'], attribute: [intAttribute('transB', 1)] }),
      onnx.NodeProto.create({ opType: 'TopK', input: ['all_scores', 'k'], output: ['scores', 'indices'], attribute: [intAttribute('axis', 1), intAttribute('largest', 1), intAttribute('sorted', 1)] }),
    ],
    input: [valueInfo('queries', types.FLOAT, ['m', 'd']), valueInfo('corpus', types.FLOAT, ['n', 'd']), valueInfo('k', types.INT64, [1])],
    output: [valueInfo('scores', types.FLOAT, ['m', 'top']), valueInfo('indices', types.INT64, ['m', 'top'])],
  });
  const model = onnx.ModelProto.create({ irVersion: 8, opsetImport: [{ domain: '', version: 17 }], graph, producerName: 'execret' });
  return onnx.ModelProto.encode(model).finish();
}
