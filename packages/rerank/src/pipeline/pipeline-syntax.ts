import { InvalidArgumentError, parseSystemId, type ParsedSystemId } from '@execret/core';

/** Ways of fusing systems: reciprocal-rank fusion and weighted score fusion. */
export const FUSION_METHODS = {
  rrf: 'reciprocal-rank fusion: Σ weight / (k + rank)',
  wsf: 'weighted score fusion: Σ weight × normalised score',
} as const;

/** A key of {@link FUSION_METHODS}. */
export type FusionMethod = keyof typeof FUSION_METHODS;

/** A parsed pipeline: a first-stage system, a fusion of pipelines, or a pipeline followed by a reranker. */
export type PipelineNode = SystemNode | FusionNode | RerankNode;

/** A system of another family (`bm25`, `voyage:voyage-code-3`), created through its own entry. */
export interface SystemNode {
  kind: 'system';
  /** The system id as written (trimmed). */
  text: string;
}

/** `rrf(a, b)?k=60`, `wsf(0.3*a, 0.7*b)?normalize=zscore`. */
export interface FusionNode {
  kind: 'fusion';
  /** The whole fusion as written (trimmed). */
  text: string;
  method: FusionMethod;
  /** The fused pipelines with their weights (`0.3*bm25`; 1 when not written). */
  members: Array<{ weight: number; node: PipelineNode }>;
  /** The `?name=value` parameters after the closing parenthesis, values URI-decoded. */
  parameters: Map<string, string>;
}

/** `<input> >> <reranker>`: the reranker reorders its input's top results. */
export interface RerankNode {
  kind: 'rerank';
  /** The pipeline up to and including this reranker, as written (trimmed). */
  text: string;
  input: PipelineNode;
  /** The reranker's id as written (`exec-rerank:examples?depth=10`). */
  stageText: string;
  /** The reranker's id split into adapter, model and parameters. */
  stage: ParsedSystemId;
}

/** The optional prefix that routes a pipeline through an entry lookup by adapter (`pipeline:bm25 >> …`). */
export const PIPELINE_PREFIX = 'pipeline:';

class PipelineParser {
  private position = 0;

  constructor(private readonly source: string) {}

  private fail(expected: string): never {
    const found = this.position >= this.source.length ? 'the end' : JSON.stringify(this.source.slice(this.position, this.position + 12));
    throw new InvalidArgumentError(`pipeline ${JSON.stringify(this.source)}: at column ${this.position + 1}: expected ${expected}, found ${found}`);
  }

  private skipSpace(): void {
    while (this.position < this.source.length && /\s/.test(this.source[this.position] as string)) this.position += 1;
  }

  private peek(text: string): boolean {
    return this.source.startsWith(text, this.position);
  }

  /** Text up to the next top-level `>>`, `,` or unmatched `)` (parentheses inside are kept). */
  private readPlain(): string {
    const start = this.position;
    let depth = 0;
    while (this.position < this.source.length) {
      const character = this.source[this.position] as string;
      if (depth === 0 && (this.peek('>>') || character === ',' || character === ')')) break;
      if (character === '(') depth += 1;
      else if (character === ')') depth -= 1;
      this.position += 1;
    }
    return this.source.slice(start, this.position).trim();
  }

  parse(): PipelineNode {
    const node = this.chain();
    this.skipSpace();
    if (this.position < this.source.length) this.fail('">>", or the end of the pipeline');
    return node;
  }

  private chain(): PipelineNode {
    this.skipSpace();
    const start = this.position;
    let node = this.operand();
    for (;;) {
      this.skipSpace();
      if (!this.peek('>>')) return node;
      this.position += 2;
      this.skipSpace();
      const stageStart = this.position;
      const stageText = this.readPlain();
      if (stageText === '') {
        this.position = stageStart;
        this.fail('a reranker id after ">>" (e.g. exec-rerank:examples)');
      }
      node = { kind: 'rerank', text: this.source.slice(start, this.position).trim(), input: node, stageText, stage: parseSystemId(stageText) };
    }
  }

  private operand(): PipelineNode {
    this.skipSpace();
    if (this.peek('(')) {
      this.position += 1;
      const inner = this.chain();
      this.skipSpace();
      if (!this.peek(')')) this.fail('")" closing the group');
      this.position += 1;
      return inner;
    }
    const fusion = /^(rrf|wsf)\s*\(/.exec(this.source.slice(this.position));
    if (fusion !== null) return this.fusion(fusion[1] as FusionMethod, fusion[0].length);
    const start = this.position;
    const text = this.readPlain();
    if (text === '') {
      this.position = start;
      this.fail('a system id, "rrf(", "wsf(" or "("');
    }
    return { kind: 'system', text };
  }

  private fusion(method: FusionMethod, headLength: number): FusionNode {
    const start = this.position;
    this.position += headLength;
    const members: FusionNode['members'] = [];
    for (;;) {
      this.skipSpace();
      const weighted = /^([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?)\s*\*/i.exec(this.source.slice(this.position));
      let weight = 1;
      if (weighted !== null) {
        weight = Number(weighted[1]);
        this.position += weighted[0].length;
      }
      members.push({ weight, node: this.chain() });
      this.skipSpace();
      if (this.peek(',')) {
        this.position += 1;
        continue;
      }
      if (this.peek(')')) {
        this.position += 1;
        break;
      }
      this.fail(`"," or ")" in ${method}(…)`);
    }
    if (members.length < 2) {
      this.position = start;
      this.fail(`at least two systems in ${method}(…)`);
    }
    const parameters = new Map<string, string>();
    if (this.peek('?')) {
      this.position += 1;
      const text = this.readPlain();
      for (const pair of text.split('&')) {
        const equals = pair.indexOf('=');
        if (equals <= 0) this.fail(`name=value parameters after ${method}(…), got ${JSON.stringify(pair)}`);
        const name = pair.slice(0, equals).trim();
        if (parameters.has(name)) throw new InvalidArgumentError(`pipeline ${JSON.stringify(this.source)}: ${method}(…) parameter ${JSON.stringify(name)} is given twice`);
        parameters.set(name, decodeURIComponent(pair.slice(equals + 1).trim()));
      }
    }
    return { kind: 'fusion', text: this.source.slice(start, this.position).trim(), method, members, parameters };
  }
}

/**
 * Parses a pipeline system id. Grammar (spaces around `>>`, `,` and `*` are optional):
 *
 * ```text
 * pipeline := ["pipeline:"] chain
 * chain    := operand (">>" reranker)*
 * operand  := system | fusion | "(" chain ")"
 * fusion   := ("rrf" | "wsf") "(" member ("," member)+ ")" ["?" name=value ("&" name=value)*]
 * member   := [number "*"] chain
 * ```
 *
 * A `system` is any id of another family (`bm25`, `voyage:voyage-code-3?dimensions=256`); a
 * `reranker` is `adapter[:model][?name=value&…]` (`exec-rerank:examples?depth=10`). A plain system
 * id parses as a `system` node.
 *
 * @throws InvalidArgumentError naming the column and what was expected.
 */
export function parsePipeline(systemId: string): PipelineNode {
  const source = systemId.trim().startsWith(PIPELINE_PREFIX) ? systemId.trim().slice(PIPELINE_PREFIX.length) : systemId;
  return new PipelineParser(source).parse();
}

/**
 * Whether a system id is a pipeline (a reranker after `>>`, a fusion, or the `pipeline:` prefix)
 * rather than an id of another family. An id that does not parse as a pipeline is not one.
 */
export function isPipelineSystemId(systemId: string): boolean {
  if (systemId.trim().startsWith(PIPELINE_PREFIX)) return true;
  try {
    return parsePipeline(systemId).kind !== 'system';
  } catch {
    return /^\s*(?:rrf|wsf)\s*\(/.test(systemId) || systemId.includes('>>');
  }
}

/** The system ids of a pipeline's first stages, in order, each once. */
export function pipelineSystems(node: PipelineNode): string[] {
  const found: string[] = [];
  const visit = (current: PipelineNode): void => {
    if (current.kind === 'system') {
      if (!found.includes(current.text)) found.push(current.text);
    } else if (current.kind === 'fusion') current.members.forEach((member) => visit(member.node));
    else visit(current.input);
  };
  visit(node);
  return found;
}
