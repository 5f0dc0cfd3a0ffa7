def take_while_sum(values, limit):
    total = 0
    taken = 0
    for v in values:
        if total + v > limit:
            break
        total += v
        taken += 1
    return taken, total
