# query: List every month label "YYYY-MM" from a start month to an end month, both given as "YYYY-MM" and
#   both included, crossing year boundaries as needed. If the end comes before the start, the list is
#   empty.
# entry_point: month_labels_between
# example: month_labels_between("2024-11", "2025-02") == ["2024-11", "2024-12", "2025-01", "2025-02"]
# example: month_labels_between("2024-05", "2024-05") == ["2024-05"]

def month_labels_between(start, end):
    start_year, start_month = (int(part) for part in start.split("-"))
    end_year, end_month = (int(part) for part in end.split("-"))
    first = start_year * 12 + start_month - 1
    last = end_year * 12 + end_month - 1
    labels = []
    for index in range(first, last + 1):
        year, month = divmod(index, 12)
        labels.append(f"{year:04d}-{month + 1:02d}")
    return labels


# tests
assert month_labels_between("2024-03", "2024-02") == []
assert month_labels_between("2024-01", "2024-03") == ["2024-01", "2024-02", "2024-03"]
assert month_labels_between("2023-12", "2024-01") == ["2023-12", "2024-01"]
assert month_labels_between("2024-12", "2024-12") == ["2024-12"]
assert len(month_labels_between("2020-01", "2024-12")) == 60
assert month_labels_between("2022-10", "2024-01")[-3:] == ["2023-11", "2023-12", "2024-01"]
assert month_labels_between("0999-12", "1000-01") == ["0999-12", "1000-01"]
assert month_labels_between("2025-01", "2024-12") == []
