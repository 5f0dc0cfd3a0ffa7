def running_max(values):
    out = []
    current = None
    for v in values:
        if current is None or v > current:
            current = v
        out.append(current)
    return out
