"""Reads a BEIR folder the way BEIR's GenericDataLoader does (python3 standard library only).

corpus.jsonl -> {_id: {"title", "text"}}; queries.jsonl -> {_id: text}; qrels/test.tsv read with
csv (tab-separated), the header row skipped, scores as int, queries in file order. Prints a JSON
summary for the test: counts, the first query, the qrels. Usage: python3 read_beir.py <folder>
"""
import csv, json, os, sys

folder = sys.argv[1]
corpus = {}
with open(os.path.join(folder, 'corpus.jsonl'), encoding='utf8') as handle:
    for line in handle:
        row = json.loads(line)
        corpus[row['_id']] = {'title': row.get('title', ''), 'text': row['text']}
queries = {}
with open(os.path.join(folder, 'queries.jsonl'), encoding='utf8') as handle:
    for line in handle:
        row = json.loads(line)
        queries[row['_id']] = row['text']
qrels = {}
with open(os.path.join(folder, 'qrels', 'test.tsv'), encoding='utf8') as handle:
    reader = csv.reader(handle, delimiter='\t', quoting=csv.QUOTE_MINIMAL)
    header = next(reader)
    for query_id, corpus_id, score in reader:
        qrels.setdefault(query_id, {})[corpus_id] = int(score)
assert header == ['query-id', 'corpus-id', 'score'], header
for query_id, judged in qrels.items():
    assert query_id in queries, query_id
    for corpus_id in judged:
        assert corpus_id in corpus, corpus_id
first = next(iter(queries))
print(json.dumps({'corpus': len(corpus), 'queries': len(queries), 'first_query': [first, queries[first]], 'qrels': qrels, 'titles': sorted({doc['title'] for doc in corpus.values()})}))
