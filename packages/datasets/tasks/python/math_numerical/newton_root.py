# query: Find a root of f with Newton's method starting from x0, using the derivative df, and stop when an
#   update moves x by less than tol; return x rounded to 6 decimals. Returns None if the derivative is
#   zero at some step or no convergence happens within max_iter updates.
# entry_point: newton_root
# example: newton_root(lambda x: x * x - 4, lambda x: 2 * x, 3) == 2.0
# example: newton_root(lambda x: x - 7, lambda x: 1, 0) == 7.0

def newton_root(f, df, x0, tol=1e-10, max_iter=50):
    x = x0
    for _ in range(max_iter):
        slope = df(x)
        if slope == 0:
            return None
        step = f(x) / slope
        x -= step
        if abs(step) < tol:
            return round(x, 6)
    return None


# tests
assert newton_root(lambda x: x * x - 2, lambda x: 2 * x, 1) == 1.414214
assert newton_root(lambda x: x * x - 2, lambda x: 2 * x, -1) == -1.414214
assert newton_root(lambda x: x ** 3 - 27, lambda x: 3 * x * x, 5) == 3.0
assert newton_root(lambda x: x * x - 9, lambda x: 2 * x, 0) is None
assert newton_root(lambda x: x * x + 1, lambda x: 2 * x, 1.5) is None
assert newton_root(lambda x: x * x - 2, lambda x: 2 * x, 1, 1e-10, 2) is None
assert newton_root(lambda x: x * x - 2, lambda x: 2 * x, 1, 1e-3, 4) == 1.414214
assert newton_root(lambda x: 2 * x + 6, lambda x: 2, 10) == -3.0
assert newton_root(lambda x: x * x - 2, lambda x: 2 * x, 1, 0.1, 50) == 1.416667
