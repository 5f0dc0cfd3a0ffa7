from collections import defaultdict


def group_by_length(words):
    groups = defaultdict(list)
    for w in words:
        groups[len(w)].append(w)
    return {k: sorted(v) for k, v in sorted(groups.items())}
