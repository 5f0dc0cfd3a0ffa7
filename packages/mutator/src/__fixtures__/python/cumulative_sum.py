def cumulative_sum(values):
    totals = []
    running = 0
    for v in values:
        running += v
        totals.append(running)
    return totals
