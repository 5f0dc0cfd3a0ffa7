def bit_count(x: int) -> int:
    count = 0
    while x:
        x &= x - 1
        count += 1
    return count
