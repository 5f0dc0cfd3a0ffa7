def set_bit(value: int, index: int, on: bool = True) -> int:
    mask = 1 << index
    if on:
        return value | mask
    return value & ~mask
