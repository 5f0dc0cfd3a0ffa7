# query: Fill in a numeric field that is missing or None in some records with the mean of the records
#   that have it, rounded to 2 decimal places, returning new record dicts and leaving the input unchanged.
#   If no record has a value, the records are returned as unchanged copies.
# entry_point: impute_mean
# example: impute_mean([{"age": 30}, {"age": None}, {"age": 40}], "age") == [{"age": 30}, {"age": 35.0}, {"age": 40}]
# example: impute_mean([{"x": 1}, {}], "x") == [{"x": 1}, {"x": 1.0}]

def impute_mean(records, field):
    present = [record[field] for record in records if record.get(field) is not None]
    if not present:
        return [dict(record) for record in records]
    mean = round(sum(present) / len(present), 2)
    result = []
    for record in records:
        filled = dict(record)
        if filled.get(field) is None:
            filled[field] = mean
        result.append(filled)
    return result


# tests
assert impute_mean([], "v") == []
assert impute_mean([{"v": None}, {"w": 1}], "v") == [{"v": None}, {"w": 1}]
assert impute_mean([{"v": 1}, {"v": 2}], "v") == [{"v": 1}, {"v": 2}]
assert impute_mean([{"v": 1}, {"v": 2}, {"v": None}], "v") == [{"v": 1}, {"v": 2}, {"v": 1.5}]
assert impute_mean([{"v": 1}, {"v": 1}, {"v": 2}, {}], "v") == [{"v": 1}, {"v": 1}, {"v": 2}, {"v": 1.33}]
assert impute_mean([{"v": 0}, {"id": 9}], "v") == [{"v": 0}, {"id": 9, "v": 0.0}]
assert impute_mean([{"v": -4, "k": "a"}, {"v": None, "k": "b"}, {"v": 10, "k": "c"}], "v")[1] == {"v": 3.0, "k": "b"}
assert impute_mean([{"v": 2}, {"v": 3}, {}, {"v": None}], "v")[2:] == [{"v": 2.5}, {"v": 2.5}]
assert impute_mean([{"v": 1}, {"v": 0}, {"v": 0}, {}], "v")[3] == {"v": 0.33}
