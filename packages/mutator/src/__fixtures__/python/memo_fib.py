from functools import lru_cache


@lru_cache(maxsize=None)
def memo_fib(n: int) -> int:
    if n < 0:
        raise ValueError("n must be non-negative")
    if n < 2:
        return n
    return memo_fib(n - 1) + memo_fib(n - 2)
