def moving_average(values, window=3):
    """Averages of each full window, left to right."""
    if window <= 0 or window > len(values):
        return []
    result = []
    total = sum(values[:window])
    result.append(total / window)
    for i in range(window, len(values)):
        total += values[i] - values[i - window]
        result.append(total / window)
    return result
