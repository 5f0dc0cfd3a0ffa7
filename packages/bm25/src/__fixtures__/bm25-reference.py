#!/usr/bin/env python3
"""Independent reference scores for @execret/bm25's tests (writes bm25-reference.json beside it).

Written from the formulas in shared/reference/reference-tools.md section 1 (rank_bm25 BM25Okapi,
BM25L, BM25Plus; bm25s lucene, robertson, atire), not from the TypeScript under test. Plain Python
floats (IEEE float64) and math.log; numpy only draws the seeded random corpus.

    python3 src/__fixtures__/bm25-reference.py   # from packages/bm25

Conventions taken from the notes:
- N documents, |D| = token count with duplicates, avgdl = sum |D| / N, n = document frequency,
  f = count of the term in D; a query is a token list and every occurrence counts (duplicates summed);
- a query token outside the vocabulary contributes 0;
- okapi: raw idf ln(N - n + 0.5) - ln(n + 0.5); terms with raw idf < 0 get epsilon * mean(raw idf over
  all indexed terms, negatives included); idf exactly 0 stays 0;
- bm25l / bm25plus: a document without the term still gets idf*(k1+1)*delta/(k1+delta) (bm25l) or
  idf*delta (bm25plus) for every query term in the vocabulary;
- rankings: score descending, ties by document position ascending (execret's rule).
"""
import json
import math
import os

import numpy as np


def okapi(docs, k1, b, epsilon):
    N, avgdl, df, order = stats(docs)
    raw = {t: math.log(N - df[t] + 0.5) - math.log(df[t] + 0.5) for t in order}
    mean = sum(raw[t] for t in order) / len(order) if order else 0.0
    idf = {t: (epsilon * mean if raw[t] < 0 else raw[t]) for t in order}

    def term(t, f, dl):
        if f == 0:
            return 0.0
        return idf[t] * (f * (k1 + 1) / (f + k1 * (1 - b + b * dl / avgdl)))

    return idf, term


def lucene(docs, k1, b):
    N, avgdl, df, order = stats(docs)
    idf = {t: math.log(1 + (N - df[t] + 0.5) / (df[t] + 0.5)) for t in order}
    return idf, robertson_tf(idf, k1, b, avgdl)


def robertson(docs, k1, b):
    N, avgdl, df, order = stats(docs)
    idf = {}
    for t in order:
        inner = (N - df[t] + 0.5) / (df[t] + 0.5)
        idf[t] = math.log(max(inner, 1.0))
    return idf, robertson_tf(idf, k1, b, avgdl)


def robertson_tf(idf, k1, b, avgdl):
    def term(t, f, dl):
        if f == 0:
            return 0.0
        return idf[t] * (f / (k1 * ((1 - b) + b * dl / avgdl) + f))

    return term


def atire(docs, k1, b):
    N, avgdl, df, order = stats(docs)
    idf = {t: math.log(N / df[t]) for t in order}

    def term(t, f, dl):
        if f == 0:
            return 0.0
        return idf[t] * ((f * (k1 + 1)) / (f + k1 * (1 - b + b * dl / avgdl)))

    return idf, term


def bm25l(docs, k1, b, delta):
    N, avgdl, df, order = stats(docs)
    idf = {t: math.log(N + 1) - math.log(df[t] + 0.5) for t in order}

    def term(t, f, dl):
        if f == 0:
            return idf[t] * (k1 + 1) * delta / (k1 + delta)
        c = f / (1 - b + b * dl / avgdl)
        return idf[t] * (k1 + 1) * (c + delta) / (k1 + c + delta)

    return idf, term


def bm25plus(docs, k1, b, delta):
    N, avgdl, df, order = stats(docs)
    idf = {t: math.log(N + 1) - math.log(df[t]) for t in order}

    def term(t, f, dl):
        if f == 0:
            return idf[t] * delta
        return idf[t] * (delta + (f * (k1 + 1)) / (k1 * (1 - b + b * dl / avgdl) + f))

    return idf, term


def stats(docs):
    N = len(docs)
    avgdl = sum(len(d) for d in docs) / N
    df = {}
    order = []  # terms in order of first appearance
    for d in docs:
        for t in dict.fromkeys(d):
            if t not in df:
                df[t] = 0
                order.append(t)
            df[t] += 1
    return N, avgdl, df, order


VARIANTS = {
    'okapi': okapi,
    'lucene': lucene,
    'robertson': robertson,
    'atire': atire,
    'bm25l': bm25l,
    'bm25plus': bm25plus,
}


def scores(docs, query, idf, term):
    counts = [{} for _ in docs]
    for i, d in enumerate(docs):
        for t in d:
            counts[i][t] = counts[i].get(t, 0) + 1
    result = []
    for i, d in enumerate(docs):
        total = 0.0
        for t in query:
            if t in idf:
                total += term(t, counts[i].get(t, 0), len(d))
        result.append(total)
    return result


def ranking(row, k):
    return sorted(range(len(row)), key=lambda i: (-row[i], i))[:k]


def random_corpus(seed):
    rng = np.random.default_rng(seed)
    vocabulary = [f"t{r}" for r in range(60)]
    weights = np.array([1.0 / (r + 1) ** 1.1 for r in range(60)])
    weights /= weights.sum()
    docs = []
    for _ in range(80):
        length = int(rng.integers(0, 30))  # 0 gives empty documents
        docs.append([vocabulary[i] for i in rng.choice(60, size=length, p=weights)])
    queries = []
    for _ in range(20):
        length = int(rng.integers(0, 7))
        query = [vocabulary[i] for i in rng.choice(60, size=length, p=weights)]
        if rng.random() < 0.3:
            query.append("unknown_term")
        queries.append(query)
    return docs, queries


def main():
    code_docs = [
        ["def", "add", "a", "b", "return", "a", "plus", "b"],
        ["def", "sub", "a", "b", "return", "a", "minus", "b"],
        [],
        ["def", "add", "a", "b", "return", "a", "plus", "b"],
        ["def", "mul", "x", "y", "return", "x", "times", "y", "x"],
        ["def", "noop", "return"],
    ]
    code_queries = [
        ["add", "a", "b"],
        ["return"],
        ["def", "return"],
        [],
        ["unknown_term"],
        ["x", "x", "times"],
        ["a", "b", "plus", "minus", "unknown_term"],
    ]
    # "x" is in every document and "y" in 3 of 4: both have negative raw okapi idf, and so does the mean.
    every_docs = [["x", "y", "a"], ["x", "y", "b", "b"], ["x", "y"], ["x", "c"]]
    every_queries = [["x"], ["x", "a"], ["y"], ["b"], ["x", "x"], ["c", "y"]]
    random_docs, random_queries = random_corpus(20260510)

    parameter_sets = {
        'okapi': [dict(k1=1.5, b=0.75, epsilon=0.25), dict(k1=1.2, b=0.3, epsilon=0.5), dict(k1=0.9, b=1.0, epsilon=0.0)],
        'lucene': [dict(k1=1.5, b=0.75), dict(k1=1.2, b=0.75), dict(k1=0.9, b=0.4)],
        'robertson': [dict(k1=1.5, b=0.75), dict(k1=1.2, b=1.0)],
        'atire': [dict(k1=1.5, b=0.75), dict(k1=2.0, b=0.0)],
        'bm25l': [dict(k1=1.5, b=0.75, delta=0.5), dict(k1=1.2, b=1.0, delta=0.7)],
        'bm25plus': [dict(k1=1.5, b=0.75, delta=1.0), dict(k1=1.2, b=0.5, delta=0.3)],
    }
    corpora = {
        'code': (code_docs, code_queries),
        'every': (every_docs, every_queries),
        'random': (random_docs, random_queries),
    }
    cases = []
    for corpus_name, (docs, queries) in corpora.items():
        for variant, sets in parameter_sets.items():
            for parameters in sets:
                idf, term = VARIANTS[variant](docs, **parameters)
                rows = [scores(docs, q, idf, term) for q in queries]
                cases.append({
                    'corpus': corpus_name,
                    'variant': variant,
                    'parameters': parameters,
                    'idf': idf,
                    'scores': rows,
                    'rankings': [ranking(row, 10) for row in rows],
                })
    out = {
        'generator': 'src/__fixtures__/bm25-reference.py',
        'corpora': {name: {'documents': d, 'queries': q} for name, (d, q) in corpora.items()},
        'cases': cases,
    }
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'bm25-reference.json')
    with open(path, 'w') as handle:
        json.dump(out, handle, separators=(',', ':'))
        handle.write('\n')
    print(f"wrote {len(cases)} cases to {path}")


if __name__ == '__main__':
    main()
