def matrix_multiply(a, b):
    if len(a[0]) != len(b):
        raise ValueError("inner dimensions differ")
    n, m, p = len(a), len(b), len(b[0])
    out = [[0] * p for _ in range(n)]
    for i in range(n):
        for j in range(p):
            for k in range(m):
                out[i][j] += a[i][k] * b[k][j]
    return out
