def hamming_distance(a: str, b: str) -> int:
    if len(a) != len(b):
        raise ValueError("lengths differ")
    return sum(1 for x, y in zip(a, b) if x != y)
