def safe_divide(a: float, b: float, default: float = 0.0) -> float:
    try:
        return a / b
    except ZeroDivisionError:
        return default
