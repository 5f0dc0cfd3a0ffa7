"""Independent reference for graded.run / graded.qrels (python3, standard library only).

- ndcg_cut_k with trec_eval 9.0.8's rules (m_ndcg_cut.c): gain = the qrels rel value (linear),
  only rel > 0 counts, ideal = every rel > 0 sorted descending, run order score descending then
  docno descending (strcmp); averaged over qrels queries present in the run.
- PPA and MRS as CoQuIR's notebook computes them (compute_ppa, compute_mrs): 0-based positions,
  an id missing from the ranking gets position = ranking length, pairs = positives (rel 2) x
  negatives (rel 1); for the corpus-id tie rule (score descending, id ascending) and, by brute
  force over every order of each tie group, the expectation with tied pairs counting 1/2 in PPA.
Queries without a negative are left out; a qrels query missing from the run has an empty ranking.
Run: python3 reference_quality.py
"""
import itertools, json, math

def read(path, width):
    rows = []
    for line in open(path):
        parts = line.split()
        if not parts or parts[0].startswith('#'):
            continue
        assert len(parts) == width
        rows.append(parts)
    return rows

qrels = {}
for qid, _, doc, rel in read('graded.qrels', 4):
    qrels.setdefault(qid, {})[doc] = int(rel)
run = {}
for qid, _, doc, _, score, _ in read('graded.run', 6):
    run.setdefault(qid, []).append((doc, float(score)))

def trec_order(items):
    items = sorted(items, key=lambda item: item[0].encode(), reverse=True)
    return sorted(items, key=lambda item: -item[1])

def id_order(items):
    return sorted(sorted(items, key=lambda item: item[0]), key=lambda item: -item[1])

def ndcg_cut(ranking, judged, k):
    gains = [judged.get(doc, 0) for doc, _ in ranking][:k]
    dcg = sum(g / math.log2(i + 2) for i, g in enumerate(gains) if g > 0)
    ideal = sorted((g for g in judged.values() if g > 0), reverse=True)[:k]
    idcg = sum(g / math.log2(i + 2) for i, g in enumerate(ideal))
    return dcg / idcg if idcg > 0 else 0.0

def pairs_of(judged):
    pos = [d for d, r in judged.items() if r == 2]
    neg = [d for d, r in judged.items() if r == 1]
    return [(p, n) for p in pos for n in neg]

def ppa_mrs(docs, judged, tied=None):
    rank = {doc: i for i, doc in enumerate(docs)}
    n = len(docs)
    ppa, mrs = [], []
    for p, q in pairs_of(judged):
        rp, rq = rank.get(p, n), rank.get(q, n)
        if tied is not None and p in rank and q in rank and tied[p] == tied[q]:
            ppa.append(0.5)
        else:
            ppa.append(1.0 if rp < rq else 0.0)
        mrs.append(1 / (1 + rp) - 1 / (1 + rq))
    return sum(ppa) / len(ppa), sum(mrs) / len(mrs)

def expected_ppa_mrs(items, judged):
    ordered = id_order(items)
    groups = [list(g) for _, g in itertools.groupby(ordered, key=lambda item: item[1])]
    tied = {doc: score for doc, score in items}
    total, count = [0.0, 0.0], 0
    for choice in itertools.product(*[list(itertools.permutations(g)) for g in groups]):
        docs = [doc for group in choice for doc, _ in group]
        ppa, mrs = ppa_mrs(docs, judged, tied)
        total = [total[0] + ppa, total[1] + mrs]
        count += 1
    return total[0] / count, total[1] / count

out = {'ndcg_cut': {}, 'ndcg_cut mean': {}, 'corpus-id': {}, 'expected': {}}
in_run = [q for q in qrels if q in run]
for k in [1, 3, 5, 10]:
    for q in in_run:
        out['ndcg_cut'].setdefault(q, {})[k] = ndcg_cut(trec_order(run[q]), qrels[q], k)
    out['ndcg_cut mean'][k] = sum(out['ndcg_cut'][q][k] for q in in_run) / len(in_run)
for q in qrels:
    if not pairs_of(qrels[q]):
        continue
    items = run.get(q, [])
    out['corpus-id'][q] = ppa_mrs([doc for doc, _ in id_order(items)], qrels[q])
    out['expected'][q] = expected_ppa_mrs(items, qrels[q])
for rule in ['corpus-id', 'expected']:
    values = list(out[rule].values())
    out[rule + ' mean'] = [sum(v[0] for v in values) / len(values), sum(v[1] for v in values) / len(values)]
print(json.dumps(out, indent=1, sort_keys=True))
