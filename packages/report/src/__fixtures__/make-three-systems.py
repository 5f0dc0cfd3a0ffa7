"""Writes three-systems/results/*.json and three-systems/config.json: a hand-designed run of three
systems over six queries in the schema `execret run` writes (results/<system>.json).

Each query has one canonical (the only passing snippet). A system is described by the rank of the
canonical in each query's ranking (0 = not in the top 10); every other result is a failing
distractor. Per-query metrics follow the study's definitions:
  exec@k = 1 if rank <= k; precision@k = 1/k if rank <= k; ndcg@k = 1/log2(rank + 1) if rank <= k;
  exec_ndcg_gap@k = exec@k - ndcg@k; mrr@k = 1/rank if rank <= k.
Means are plain averages over the six queries. Diagnostics are written by hand (they are displayed,
not recomputed, by the report). Run: python3 make-three-systems.py (from this folder).

Hand-computed values the tests use (exec@1 vectors over q_0001..q_0006):
  acme/<coder>?dim=256&q=a|b  ranks [1,1,1,1,2,1] exec@1 [1,1,1,1,0,1] mean 5/6
  bm25                        ranks [2,0,1,3,4,2] exec@1 [0,0,1,0,0,0] mean 1/6
  npz:matrices/run.npz        ranks [1,2,0,1,1,6] exec@1 [1,0,0,1,1,0] mean 3/6
McNemar exec@1 (A vs B in code-unit order):
  acme vs bm25: a_only 4, b_only 0, both 1, neither 1, p = 2 * 1/16 = 0.125
  acme vs npz:  a_only 3, b_only 1, both 2, neither 0, p = 2 * 5/16 = 0.625
  bm25 vs npz:  a_only 1, b_only 3, both 0, neither 2, p = 0.625
  Holm over the three: 0.375, 1, 1
"""
import json, math, os

QUERIES = [f"q_000{i}" for i in range(1, 7)]
KS = [1, 3, 5, 10]
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "three-systems")

SYSTEMS = {
    "acme/<coder>?dim=256&q=a|b": {
        "file": "acme_coder_dim=256_q=a_b.json",
        "description": {"provider": "acme", "model": "<coder>", "similarity": "cosine"},
        "ranks": [1, 1, 1, 1, 2, 1],
        "reverse": False,
        "tied_share": 0.0, "tied_with_paired_share": 0.0,
        "expected_exec1": 5 / 6,
        "diagnostics": {
            "queries": 6,
            "rank1Misses": {"misses": 1, "missRate": 1 / 6,
                             "ownPairedDistractor": {"count": 1, "share": 1.0},
                             "otherQuery": {"count": 0, "share": 0.0},
                             "other": {"count": 0, "share": 0.0},
                             "noResult": {"count": 0, "share": 0.0}},
            "ties": {"rank1Tied": {"count": 0, "share": 0.0},
                     "rank1TiedWithPairedDistractor": {"count": 0, "share": 0.0},
                     "rank1CanonicalTiedWithPairedDistractor": {"count": 0, "share": 0.0},
                     "canonicalTiedWithPairedDistractor": {"count": 0, "share": 0.0}},
            "canonicalVersusDistractors": {
                "queries": 6, "below": {"count": 1, "share": 1 / 6}, "tiedWithBest": {"count": 0, "share": 0.0},
                "unscoredQueries": 0, "byDistractorCount": {},
                "meanGap": 0.02, "medianGap": 0.025,
                "gaps": [0.03, 0.02, 0.05, 0.01, -0.02, 0.03]},
            "deception": {
                "overall": {"pairs": 12, "above": 1, "tied": 0, "below": 11, "rate": 1 / 12, "tiedRate": 0.0},
                "byBugType": {
                    "off_by_one": {"pairs": 6, "above": 1, "tied": 0, "below": 5, "rate": 1 / 6, "tiedRate": 0.0},
                    "wrong_operator": {"pairs": 6, "above": 0, "tied": 0, "below": 6, "rate": 0.0, "tiedRate": 0.0}},
                "unscoredPairs": 0},
            "densityAblation": [
                {"keptDistractors": 0, "queries": 6, "expectedExec1": 1.0},
                {"keptDistractors": 1, "queries": 6, "expectedExec1": 0.9166666666666666},
                {"keptDistractors": 2, "queries": 6, "expectedExec1": 0.8333333333333334}],
            "unexecutedResults": 0},
    },
    "bm25": {
        "file": "bm25.json",
        "description": {"system": "bm25", "implementation": "@execret/bm25"},
        "ranks": [2, 0, 1, 3, 4, 2],
        "reverse": False,
        # q_0001, q_0003, q_0006 have a tied rank-1 score: 3/6
        "tied_share": 0.5, "tied_with_paired_share": 1 / 3,
        # only q_0003's tie holds the canonical (with one distractor): 0.5 / 6
        "expected_exec1": 0.5 / 6,
        "diagnostics": {
            "queries": 6,
            "rank1Misses": {"misses": 5, "missRate": 5 / 6,
                             "ownPairedDistractor": {"count": 3, "share": 0.6},
                             "otherQuery": {"count": 2, "share": 0.4},
                             "other": {"count": 0, "share": 0.0},
                             "noResult": {"count": 0, "share": 0.0}},
            "ties": {"rank1Tied": {"count": 3, "share": 0.5},
                     "rank1TiedWithPairedDistractor": {"count": 2, "share": 1 / 3},
                     "rank1CanonicalTiedWithPairedDistractor": {"count": 1, "share": 1 / 6},
                     "canonicalTiedWithPairedDistractor": {"count": 2, "share": 1 / 3}},
            "canonicalVersusDistractors": {
                "queries": 6, "below": {"count": 4, "share": 4 / 6}, "tiedWithBest": {"count": 2, "share": 2 / 6},
                "unscoredQueries": 0, "byDistractorCount": {},
                "meanGap": -1.5, "medianGap": -0.75},
            "deception": {
                "overall": {"pairs": 12, "above": 5, "tied": 3, "below": 4, "rate": 5 / 12, "tiedRate": 0.25},
                "byBugType": {
                    "off_by_one": {"pairs": 6, "above": 2, "tied": 1, "below": 3, "rate": 2 / 6, "tiedRate": 1 / 6},
                    "wrong_operator": {"pairs": 6, "above": 3, "tied": 2, "below": 1, "rate": 0.5, "tiedRate": 2 / 6}},
                "unscoredPairs": 0},
            "densityAblation": [
                {"keptDistractors": 0, "queries": 6, "expectedExec1": 0.5},
                {"keptDistractors": 1, "queries": 6, "expectedExec1": 0.3333333333333333},
                {"keptDistractors": 2, "queries": 6, "expectedExec1": 0.16666666666666666}],
            "unexecutedResults": 0},
    },
    "npz:matrices/run.npz": {
        "file": "npz_matrices_run.npz.json",
        "description": {"precomputed": True, "similarity": "cosine", "dimensions": 256},
        "ranks": [1, 2, 0, 1, 1, 6],
        # written in reverse query order: the report must align queries by id
        "reverse": True,
        "tied_share": 1 / 6, "tied_with_paired_share": 1 / 6,
        # q_0001's canonical shares rank 1 with one distractor: (0.5 + 1 + 1) / 6
        "expected_exec1": 2.5 / 6,
        "diagnostics": {
            "queries": 6,
            "rank1Misses": {"misses": 3, "missRate": 0.5,
                             "ownPairedDistractor": {"count": 2, "share": 2 / 3},
                             "otherQuery": {"count": 0, "share": 0.0},
                             "other": {"count": 0, "share": 0.0},
                             "noResult": {"count": 1, "share": 1 / 3}},
            "ties": {"rank1Tied": {"count": 1, "share": 1 / 6},
                     "rank1TiedWithPairedDistractor": {"count": 1, "share": 1 / 6},
                     "rank1CanonicalTiedWithPairedDistractor": {"count": 1, "share": 1 / 6},
                     "canonicalTiedWithPairedDistractor": {"count": 1, "share": 1 / 6}},
            "canonicalVersusDistractors": {
                "queries": 5, "below": {"count": 2, "share": 0.4}, "tiedWithBest": {"count": 1, "share": 0.2},
                "unscoredQueries": 1, "byDistractorCount": {},
                "meanGap": 0.0, "medianGap": 0.0,
                "gaps": [0.0, -0.01, 0.02, 0.03, -0.04]},
            "deception": {
                "overall": {"pairs": 10, "above": 2, "tied": 1, "below": 7, "rate": 0.2, "tiedRate": 0.1},
                "byBugType": {
                    "off_by_one": {"pairs": 5, "above": 2, "tied": 1, "below": 2, "rate": 0.4, "tiedRate": 0.2},
                    "wrong_operator": {"pairs": 5, "above": 0, "tied": 0, "below": 5, "rate": 0.0, "tiedRate": 0.0}},
                "unscoredPairs": 2},
            "densityAblation": [
                {"keptDistractors": 0, "queries": 6, "expectedExec1": 0.8333333333333334},
                {"keptDistractors": 1, "queries": 6, "expectedExec1": 0.6666666666666666},
                {"keptDistractors": 2, "queries": 6, "expectedExec1": 0.5}],
            "unexecutedResults": 0},
    },
}


def r6(value):
    return round(value, 6)


def query_metrics(rank):
    metrics = {}
    for name in ["exec", "precision", "ndcg", "exec_ndcg_gap", "mrr"]:
        for k in KS:
            hit = rank != 0 and rank <= k
            value = {
                "exec": 1.0 if hit else 0.0,
                "precision": 1.0 / k if hit else 0.0,
                "ndcg": 1.0 / math.log2(rank + 1) if hit else 0.0,
                "exec_ndcg_gap": (1.0 - 1.0 / math.log2(rank + 1)) if hit else 0.0,
                "mrr": 1.0 / rank if hit else 0.0,
            }[name]
            metrics[f"{name}@{k}"] = r6(value)
    return metrics


def top_results(query_index, rank):
    results = []
    for position in range(1, 11):
        canonical = position == rank
        results.append({
            "rank": position,
            "corpus_id": f"c_{query_index}{0 if canonical else position:02d}",
            "label": "correct" if canonical else "incorrect",
            "bug_type": "" if canonical else ("off_by_one" if position % 2 else "wrong_operator"),
            "similarity": r6(0.9 - 0.01 * position),
            "passes_all_tests": canonical,
            "test_results": ["pass", "pass"] if canonical else ["pass", "FAIL: assert f(1) == 2"],
        })
    return results


os.makedirs(os.path.join(OUT, "results"), exist_ok=True)
for system, spec in SYSTEMS.items():
    per_query = []
    for index, (query_id, rank) in enumerate(zip(QUERIES, spec["ranks"])):
        per_query.append({
            "query_id": query_id,
            "query": f"Task {index + 1}",
            "correct_corpus_ids": [f"c_{index + 1}00"],
            "metrics": query_metrics(rank),
            "top_results": top_results(index + 1, rank),
        })
    means = {key: r6(sum(q["metrics"][key] for q in per_query) / len(per_query)) for key in per_query[0]["metrics"]}
    for k in KS:
        means[f"expected_exec@{k}"] = means[f"exec@{k}"]
    means["expected_exec@1"] = r6(spec["expected_exec1"])
    means["rank1_tied_share"] = r6(spec["tied_share"])
    means["rank1_tied_with_paired_distractor_share"] = r6(spec["tied_with_paired_share"])
    if spec["reverse"]:
        per_query.reverse()
    results = {
        "model": system,
        "n_queries": 6,
        "n_corpus": 30,
        "ks": KS,
        "metrics": means,
        "diagnostics": spec["diagnostics"],
        "per_query": per_query,
        "execret": {"fingerprint": "fixture", "system": spec["description"], "tie_rule": "corpus_id ascending", "ranking_depth": 30},
    }
    with open(os.path.join(OUT, "results", spec["file"]), "w") as handle:
        json.dump(results, handle, indent=1)
        handle.write("\n")

config = {"bundle": "fixtures/three-systems-bundle", "systems": {name: SYSTEMS[name]["description"] for name in sorted(SYSTEMS)}, "ks": KS, "seed": 20260510,
          "versions": {"node": "v20.20.2", "execret": "0.1.0"}}
with open(os.path.join(OUT, "config.json"), "w") as handle:
    json.dump(config, handle, indent=2)
    handle.write("\n")
