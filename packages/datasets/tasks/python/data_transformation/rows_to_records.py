# query: Convert table rows, whose first row is the header, into a list of dicts keyed by the header
#   names. Rows shorter than the header get None for the missing columns; if any row is longer than
#   the header the result is None. No rows at all gives an empty list.
# entry_point: rows_to_records
# example: rows_to_records([["x", "y"], [5, 6]]) == [{"x": 5, "y": 6}]
# example: rows_to_records([["name"], ["Ann"], ["Bo"]]) == [{"name": "Ann"}, {"name": "Bo"}]

def rows_to_records(rows):
    if len(rows) == 0:
        return []
    header = rows[0]
    records = []
    for row in rows[1:]:
        if len(row) > len(header):
            return None
        record = {}
        for index in range(len(header)):
            if index < len(row):
                record[header[index]] = row[index]
            else:
                record[header[index]] = None
        records.append(record)
    return records


# tests
assert rows_to_records([]) == []
assert rows_to_records([["a", "b"]]) == []
assert rows_to_records([["a", "b"], [1, 2]]) == [{"a": 1, "b": 2}]
assert rows_to_records([["a", "b"], [1, 2], [3, 4]]) == [{"a": 1, "b": 2}, {"a": 3, "b": 4}]
assert rows_to_records([["a", "b"], [1]]) == [{"a": 1, "b": None}]
assert rows_to_records([["a", "b"], []]) == [{"a": None, "b": None}]
assert rows_to_records([["a", "b"], [1, 2, 3]]) is None
assert rows_to_records([["a"], [1], [2, 3]]) is None
assert rows_to_records([["id", "name", "age"], ["7", "Ann", "30"]]) == [{"id": "7", "name": "Ann", "age": "30"}]
