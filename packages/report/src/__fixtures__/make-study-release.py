"""Writes study-release/: a tiny benchmark in the ExecRetrieval study's released layout.

  study-release/data/queries.jsonl, corpus.jsonl, distractor_metadata.jsonl, execution_cache.jsonl
  study-release/results/<model>.json    (the study's per-system schema: no diagnostics, no per-query
                                          metrics, no execret block; exactly the top 10 per query)

Four queries in three domains (the domain only in `entry_id`, `exec_<domain>_<n>`, as in the study),
canonical ids numbered before their distractors (as the study's are), 12 distractors of five bug
types. The execution cache holds the verdict of every snippet against every query's tests (the
study's cache also holds cross-query pairs); outcomes are written like execret's oracle writes them
("pass", "FAIL: <assert>", "ERROR: <Type>: <message>"). The results files list top_results with the
verdicts from that cache.

Three systems, each given by explicit scores per query for the snippets it ranks high; every other
snippet gets a lower score, decreasing with its corpus id. What the scenario contains:
  - BM25 (lexical): a rank-1 tie of q_0001's canonical c_0001 with its wrong_comparison distractor
    c_0002 (the canonical's smaller id lists it first); q_0002's canonical tied with a distractor
    below rank 1; q_0004's canonical c_0013 below the top 10 (its pairs are unscored).
  - acme/dense-small: q_0003's rank 1 is q_0002's canonical c_0005, which passes q_0003's tests (a
    cross-query hit that passes); q_0001 and q_0002 have their own distractors at rank 1.
  - acme/dense-large: q_0002's rank 1 is q_0003's distractor c_0012 (another query's snippet,
    failing q_0002's tests); q_0001 and q_0003 have their own distractors at rank 1.
Canonicals: c_0001 (q_0001), c_0005 (q_0002), c_0010 (q_0003), c_0013 (q_0004).
Run: python3 make-study-release.py (from this folder). Deterministic: same files every time.
"""
import hashlib, json, math, os, shutil

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "study-release")
KS = [1, 3, 5, 10]

CLAMP = """def clamp(x, low, high):
    if x < low:
        return low
    if x > high:
        return high
    return x"""
VOWELS = """def count_vowels(s):
    count = 0
    for ch in s:
        if ch in 'aeiou':
            count += 1
    return count"""
VOWELS_ANY_CASE = """def count_vowels(s):
    return sum(1 for ch in s.lower() if ch in 'aeiou')"""
BITS = """def count_set_bits(n):
    count = 0
    while n > 0:
        count += n & 1
        n >>= 1
    return count"""

# (query, entry_id, canonical, tests, [(bug_type, operator, before, after)])
TASKS = [
    ("Clamp a number into the closed range [low, high].", "exec_math_numerical_1", CLAMP,
     ["assert clamp(5, 0, 10) == 5", "assert clamp(-3, 0, 10) == 0", "assert clamp(15, 0, 10) == 10", "assert clamp(0, 0, 10) == 0"],
     [("wrong_comparison", "flip_relational", "    if x < low:", "    if x > low:"),
      ("remove_edge_case_check", "remove_guard", "    if x < low:\n        return low", ""),
      ("off_by_one", "literal_minus_one", "        return high", "        return high - 1")]),
    ("Count the lowercase vowels of a string.", "exec_string_processing_1", VOWELS,
     ["assert count_vowels('hello') == 2", "assert count_vowels('') == 0", "assert count_vowels('sky') == 0", "assert count_vowels('aeiou') == 5"],
     [("wrong_comparison", "flip_membership", "        if ch in 'aeiou':", "        if ch not in 'aeiou':"),
      ("wrong_operator", "swap_augmented", "            count += 1", "            count -= 1"),
      ("off_by_one", "literal_plus_one", "    count = 0", "    count = 1"),
      ("off_by_one_boundary", "slice_end", "    for ch in s:", "    for ch in s[:-1]:")]),
    ("Count the vowels of a string, ignoring case.", "exec_string_processing_2", VOWELS_ANY_CASE,
     ["assert count_vowels('hello') == 2", "assert count_vowels('') == 0", "assert count_vowels('queue') == 4"],
     [("wrong_comparison", "flip_membership", "if ch in 'aeiou')", "if ch not in 'aeiou')"),
      ("off_by_one", "add_plus_one", "if ch in 'aeiou')", "if ch in 'aeiou') + 1")]),
    ("Count the bits set to one in a non-negative integer.", "exec_bit_manipulation_1", BITS,
     ["assert count_set_bits(0) == 0", "assert count_set_bits(1) == 1", "assert count_set_bits(5) == 2", "assert count_set_bits(255) == 8"],
     [("wrong_operator", "swap_bitwise", "        count += n & 1", "        count += n | 1"),
      ("wrong_comparison", "flip_relational", "    while n > 0:", "    while n < 0:"),
      ("off_by_one_boundary", "boundary_literal", "    while n > 0:", "    while n > 1:")]),
]


def mutate(code, before, after):
    assert code.count(before) == 1, before
    if after == "":
        lines = code.split("\n")
        start = lines.index(before.split("\n")[0])
        del lines[start:start + before.count("\n") + 1]
        return "\n".join(lines), start + 1
    line = code[: code.index(before)].count("\n") + 1
    return code.replace(before, after), line


def outcomes(code, tests):
    namespace = {}
    try:
        exec(compile(code, "<solution>", "exec"), namespace)
    except Exception as error:  # noqa: BLE001 - the fixture records any failure as the oracle would
        return ["ERROR: %s: %s" % (type(error).__name__, error)] * len(tests)
    results = []
    for test in tests:
        try:
            exec(compile(test, "<test>", "exec"), namespace)
            results.append("pass")
        except AssertionError as error:
            results.append("FAIL: " + (str(error) or test))
        except Exception as error:  # noqa: BLE001
            results.append("ERROR: %s: %s" % (type(error).__name__, error))
    return results


def sha(text):
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def tests_sha(tests):
    return sha(json.dumps(tests, ensure_ascii=False, separators=(",", ":")))


queries, corpus, metadata = [], [], []
for index, (text, entry, canonical, tests, edits) in enumerate(TASKS, start=1):
    query_id = "q_%04d" % index
    canonical_id = "c_%04d" % (len(corpus) + 1)
    corpus.append({"corpus_id": canonical_id, "code": canonical, "label": "correct", "source_entry_id": entry})
    paired = []
    for bug_type, operator, before, after in edits:
        code, line = mutate(canonical, before, after)
        corpus_id = "c_%04d" % (len(corpus) + 1)
        corpus.append({"corpus_id": corpus_id, "code": code, "label": "incorrect", "bug_type": bug_type, "source_entry_id": entry})
        metadata.append({"corpus_id": corpus_id, "query_id": query_id, "bug_type": bug_type, "operator": operator, "line": line, "before": before, "after": after})
        paired.append(corpus_id)
    queries.append({"query_id": query_id, "query": text, "test_suite": tests, "correct_corpus_ids": [canonical_id],
                    "paired_distractor_corpus_ids": paired, "entry_id": entry,
                    "metadata": {"model": "fixture/generator", "endpoint": "openai-batch-api", "generated_at": "2026-01-02T03:04:05+00:00"}})

cache, verdicts = {}, {}
for query in queries:
    for row in corpus:
        results = outcomes(row["code"], query["test_suite"])
        passes = all(outcome == "pass" for outcome in results)
        verdicts[(query["query_id"], row["corpus_id"])] = (results, passes)
        cache[(sha(row["code"]), tests_sha(query["test_suite"]))] = {"code_sha256": sha(row["code"]), "tests_sha256": tests_sha(query["test_suite"]),
                                                                    "test_results": results, "passes_all_tests": passes}
# The gates: every canonical passes its tests, every distractor fails at least one.
for query in queries:
    assert verdicts[(query["query_id"], query["correct_corpus_ids"][0])][1], query["query_id"]
    for corpus_id in query["paired_distractor_corpus_ids"]:
        assert not verdicts[(query["query_id"], corpus_id)][1], corpus_id

# Explicit scores per system and query; unlisted snippets score below, decreasing with their id.
SYSTEMS = {
    "BM25": {"file": "BM25.json", "floor": 3.0, "step": 0.125, "scores": {
        "q_0001": {"c_0001": 14.5, "c_0002": 14.5, "c_0003": 12.25, "c_0004": 11.0},
        "q_0002": {"c_0009": 10.25, "c_0005": 9.5, "c_0006": 9.5, "c_0010": 9.0, "c_0011": 8.0, "c_0007": 7.5, "c_0008": 6.75},
        "q_0003": {"c_0010": 8.5, "c_0011": 8.25, "c_0012": 7.0, "c_0005": 6.0},
        "q_0004": {"c_0016": 9.0, "c_0015": 8.75, "c_0014": 8.5, "c_0005": 5.5, "c_0010": 5.25},
    }},
    "acme/dense-small": {"file": "acme__dense-small.json", "floor": 0.5, "step": 0.003906, "scores": {
        "q_0001": {"c_0004": 0.8203125, "c_0001": 0.8125, "c_0002": 0.796875, "c_0003": 0.78125},
        "q_0002": {"c_0006": 0.765625, "c_0005": 0.75, "c_0009": 0.734375, "c_0007": 0.71875, "c_0008": 0.703125, "c_0011": 0.6875},
        "q_0003": {"c_0005": 0.90625, "c_0011": 0.875, "c_0012": 0.859375, "c_0010": 0.84375},
        "q_0004": {"c_0013": 0.9375, "c_0014": 0.921875, "c_0015": 0.90625, "c_0016": 0.890625},
    }},
    "acme/dense-large": {"file": "acme__dense-large.json", "floor": 0.25, "step": 0.001953, "scores": {
        "q_0001": {"c_0002": 0.703125, "c_0001": 0.6875, "c_0003": 0.671875, "c_0004": 0.65625},
        "q_0002": {"c_0012": 0.640625, "c_0005": 0.625, "c_0006": 0.609375, "c_0007": 0.59375, "c_0008": 0.578125, "c_0009": 0.5625},
        "q_0003": {"c_0012": 0.609375, "c_0011": 0.59375, "c_0010": 0.578125, "c_0006": 0.5},
        "q_0004": {"c_0013": 0.75, "c_0014": 0.734375, "c_0015": 0.71875, "c_0016": 0.703125},
    }},
}
ids = [row["corpus_id"] for row in corpus]
row_of = {row["corpus_id"]: row for row in corpus}


def ranking(system, query_id):
    listed = system["scores"][query_id]
    others = [corpus_id for corpus_id in ids if corpus_id not in listed]
    scored = list(listed.items()) + [(corpus_id, system["floor"] - system["step"] * position) for position, corpus_id in enumerate(others)]
    # score descending, ties by corpus id ascending (execret's rule)
    return sorted(scored, key=lambda item: (-item[1], item[0]))[:10]


def query_metrics(query, top):
    values = {}
    passing = [verdicts[(query["query_id"], corpus_id)][1] for corpus_id, _ in top]
    correct = set(query["correct_corpus_ids"])
    for k in KS:
        exec_k = 1.0 if any(passing[:k]) else 0.0
        gains = [1.0 if corpus_id in correct else 0.0 for corpus_id, _ in top[:k]]
        dcg = sum(gain / math.log2(rank + 2) for rank, gain in enumerate(gains))
        ideal = sorted(gains, reverse=True)
        idcg = sum(gain / math.log2(rank + 2) for rank, gain in enumerate(ideal))
        ndcg = dcg / idcg if idcg > 0 else 0.0
        values["exec@%d" % k] = exec_k
        values["precision@%d" % k] = sum(passing[:k]) / k
        values["ndcg@%d" % k] = ndcg
        values["exec_ndcg_gap@%d" % k] = exec_k - ndcg
    return values


def write_jsonl(name, rows):
    with open(os.path.join(OUT, "data", name), "w", encoding="utf-8") as handle:
        for row in rows:
            handle.write(json.dumps(row, ensure_ascii=False) + "\n")


shutil.rmtree(OUT, ignore_errors=True)
os.makedirs(os.path.join(OUT, "data"))
os.makedirs(os.path.join(OUT, "results"))
write_jsonl("queries.jsonl", queries)
write_jsonl("corpus.jsonl", corpus)
write_jsonl("distractor_metadata.jsonl", metadata)
write_jsonl("execution_cache.jsonl", [cache[key] for key in sorted(cache)])

for name, system in SYSTEMS.items():
    per_query, sums = [], {}
    for query in queries:
        top = ranking(system, query["query_id"])
        for key, value in query_metrics(query, top).items():
            sums[key] = sums.get(key, 0.0) + value
        per_query.append({"query_id": query["query_id"], "query": query["query"], "correct_corpus_ids": query["correct_corpus_ids"], "top_results": [
            {"rank": rank, "corpus_id": corpus_id, "label": row_of[corpus_id]["label"], "bug_type": row_of[corpus_id].get("bug_type", ""),
             "similarity": round(score, 6), "passes_all_tests": verdicts[(query["query_id"], corpus_id)][1],
             "test_results": verdicts[(query["query_id"], corpus_id)][0]}
            for rank, (corpus_id, score) in enumerate(top, start=1)]})
    document = {"model": name, "n_queries": len(queries), "n_corpus": len(corpus), "ks": KS,
                "metrics": {key: round(value / len(queries), 4) for key, value in sums.items()}, "per_query": per_query}
    with open(os.path.join(OUT, "results", system["file"]), "w", encoding="utf-8") as handle:
        json.dump(document, handle, indent=1)
        handle.write("\n")
