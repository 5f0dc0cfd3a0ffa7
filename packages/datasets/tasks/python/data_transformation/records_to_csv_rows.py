# query: Convert a list of dict records into CSV-ready rows of strings: a header row holding every key in
#   first-seen order across all records, then one row per record with each value converted with str and
#   an empty string for missing keys or None. No records gives just an empty header row.
# entry_point: records_to_csv_rows
# example: records_to_csv_rows([{"a": 1, "b": "x"}]) == [["a", "b"], ["1", "x"]]
# example: records_to_csv_rows([{"a": 1}, {"c": True}]) == [["a", "c"], ["1", ""], ["", "True"]]

def records_to_csv_rows(records):
    header = []
    for record in records:
        for key in record:
            if key not in header:
                header.append(key)
    rows = [header]
    for record in records:
        row = []
        for key in header:
            value = record.get(key)
            row.append("" if value is None else str(value))
        rows.append(row)
    return rows


# tests
assert records_to_csv_rows([]) == [[]]
assert records_to_csv_rows([{}]) == [[], []]
assert records_to_csv_rows([{"x": None}]) == [["x"], [""]]
assert records_to_csv_rows([{"x": 0, "y": 2.5}]) == [["x", "y"], ["0", "2.5"]]
assert records_to_csv_rows([{"b": 1}, {"a": 2, "b": 3}]) == [["b", "a"], ["1", ""], ["3", "2"]]
assert records_to_csv_rows([{"k": False}, {"k": ""}]) == [["k"], ["False"], [""]]
assert records_to_csv_rows([{"z": 1, "y": 2}, {"x": 3, "z": 4}]) == [["z", "y", "x"], ["1", "2", ""], ["4", "", "3"]]
