"""Independent reference for ties.run / ties.qrels (python3, standard library only).

Implements trec_eval 9.0.8's rules as documented in usnistgov/trec_eval (form_res_rels.c,
m_P.c, m_recall.c, m_recip_rank.c, m_success.c, m_ndcg_cut.c, meas_avg.c) and, for the
tie-aware expectation, averages over EVERY permutation of each tie group by brute force
(no closed form). Run: python3 reference_metrics.py
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
for qid, _, doc, rel in read('ties.qrels', 4):
    qrels.setdefault(qid, {})[doc] = int(rel)
run = {}
for qid, _, doc, _, score, _ in read('ties.run', 6):
    run.setdefault(qid, []).append((doc, float(score)))

def trec_order(items):  # score desc, then strcmp(docno) desc
    items = sorted(items, key=lambda item: item[0].encode(), reverse=True)
    return sorted(items, key=lambda item: -item[1])

def id_order(items):  # score desc, then corpus id asc
    return sorted(sorted(items, key=lambda item: item[0]), key=lambda item: -item[1])

def measures(ranking, judged, k, level=1):
    rels = [judged.get(doc, -1) for doc, _ in ranking]
    num_rel = sum(1 for r in judged.values() if r >= level)
    top = rels[:k]
    rel_ret = sum(1 for r in top if r >= level)
    dcg = sum(r / math.log2(i + 2) for i, r in enumerate(top) if r > 0)
    ideal = sorted((r for r in judged.values() if r > 0), reverse=True)[:k]
    idcg = sum(r / math.log2(i + 2) for i, r in enumerate(ideal))
    first = next((i + 1 for i, r in enumerate(top) if r >= level), None)
    return {
        'relevance_precision': rel_ret / k,
        'recall': rel_ret / num_rel if num_rel else 0.0,
        'ndcg': dcg / idcg if idcg > 0 else 0.0,
        'mrr': 1 / first if first else 0.0,
        'hit': 1.0 if first else 0.0,
    }

def expected(items, judged, k):
    groups = [list(g) for _, g in itertools.groupby(id_order(items), key=lambda item: item[1])]
    total, count = None, 0
    for choice in itertools.product(*[list(itertools.permutations(g)) for g in groups]):
        ranking = [item for group in choice for item in group]
        values = measures(ranking, judged, k)
        total = values if total is None else {key: total[key] + values[key] for key in total}
        count += 1
    return {key: value / count for key, value in total.items()}

ks = [1, 3, 5, 10]
out = {}
for rule, order in [('trec_eval', trec_order), ('corpus-id', id_order)]:
    out[rule] = {qid: {k: measures(order(run[qid]), qrels[qid], k) for k in ks} for qid in qrels if qid in run}
out['expected'] = {qid: {k: expected(run[qid], qrels[qid], k) for k in ks} for qid in qrels if qid in run}
# trec_eval's recip_rank has no cutoff: the whole ranking
out['recip_rank'] = {qid: measures(trec_order(run[qid]), qrels[qid], 1000)['mrr'] for qid in qrels if qid in run}
# averages: default = run ∩ qrels queries; -c = divided by the number of qrels queries
for rule in ['trec_eval']:
    per = out[rule]
    out[rule + ' mean'] = {f'{m}@{k}': sum(per[q][k][m] for q in per) / len(per) for k in ks for m in per['q1'][1]}
    out[rule + ' mean -c'] = {f'{m}@{k}': sum(per[q][k][m] for q in per) / len(qrels) for k in ks for m in per['q1'][1]}
print(json.dumps(out, indent=1, sort_keys=True))
