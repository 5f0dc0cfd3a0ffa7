/**
 * The ONNX model of the native similarity kernel (Gemm with the corpus transposed, then TopK), as
 * produced by `buildTopKGraph()` in `top-k-graph.build.ts` with onnx-proto; a test rebuilds it and
 * checks the bytes. Kept as data so that the package needs no protobuf library at run time.
 */
export const TOP_K_GRAPH_BASE64 =
  'CAgSB2V4ZWNyZXQ6ngIKMgoHcXVlcmllcwoGY29ycHVzEgphbGxfc2NvcmVzIgRHZW1tKg0KBnRyYW5zQhgBoAECClIKCmFsbF9zY29yZXMKAWsSBnNjb3JlcxIHaW5kaWNlcyIEVG9wSyoLCgRheGlzGAGgAQIqDgoHbGFyZ2VzdBgBoAECKg0KBnNvcnRlZBgBoAECEg1leGVjcmV0X3RvcF9rWhsKB3F1ZXJpZXMSEAoOCAESCgoDEgFtCgMSAWRaGgoGY29ycHVzEhAKDggBEgoKAxIBbgoDEgFkWg8KAWsSCgoICAcSBAoCCAFiHAoGc2NvcmVzEhIKEAgBEgwKAxIBbQoFEgN0b3BiHQoHaW5kaWNlcxISChAIBxIMCgMSAW0KBRIDdG9wQgQKABAR';
