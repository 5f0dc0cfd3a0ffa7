def percentile(values: list[float], q: float) -> float:
    if not values or not 0 <= q <= 100:
        raise ValueError("need values and 0 <= q <= 100")
    ordered = sorted(values)
    pos = (len(ordered) - 1) * q / 100
    lower = int(pos)
    upper = min(lower + 1, len(ordered) - 1)
    return ordered[lower] + (ordered[upper] - ordered[lower]) * (pos - lower)
