# query: Convert weight strings such as "5 kg", "300g", "2 lb" or "1.5 OZ" (a non-negative number, optional
#   spaces, then g, kg, lb or oz in any case) into grams rounded to 2 decimal places, using 1 lb = 453.59237 g
#   and 1 oz = 28.349523125 g. Each entry that cannot be parsed becomes None.
# entry_point: weights_to_grams
# example: weights_to_grams(["2 kg", "250g"]) == [2000.0, 250.0]
# example: weights_to_grams(["1 lb"]) == [453.59]

def weights_to_grams(texts):
    import re

    factors = {"g": 1.0, "kg": 1000.0, "lb": 453.59237, "oz": 28.349523125}
    result = []
    for text in texts:
        match = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([a-zA-Z]+)\s*", text)
        if match is None or match.group(2).lower() not in factors:
            result.append(None)
            continue
        result.append(round(float(match.group(1)) * factors[match.group(2).lower()], 2))
    return result


# tests
assert weights_to_grams([]) == []
assert weights_to_grams(["0 g"]) == [0.0]
assert weights_to_grams([" 1.5 KG "]) == [1500.0]
assert weights_to_grams(["16oz"]) == [453.59]
assert weights_to_grams(["1 oz", "0.5 lb"]) == [28.35, 226.8]
assert weights_to_grams(["2.25 Kg", "3 LB"]) == [2250.0, 1360.78]
assert weights_to_grams(["5 stone", "kg", "-1 kg"]) == [None, None, None]
assert weights_to_grams(["1.kg", "1,5 kg", "12 g x"]) == [None, None, None]
assert weights_to_grams(["7 g", "bad", "7 G"]) == [7.0, None, 7.0]
