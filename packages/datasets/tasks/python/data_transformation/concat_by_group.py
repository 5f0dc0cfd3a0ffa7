# query: Combine a text field across records of the same group into one string per group: the distinct
#   non-empty texts in first-seen order joined with a separator. Returns a dict from group to string;
#   a group whose records have no text maps to "".
# entry_point: concat_by_group
# example: concat_by_group([{"id": 1, "tag": "a"}, {"id": 1, "tag": "b"}], "id", "tag", ",") == {1: "a,b"}
# example: concat_by_group([{"o": "x", "n": "hi"}, {"o": "x", "n": "hi"}], "o", "n", "; ") == {"x": "hi"}

def concat_by_group(records, group_field, text_field, separator):
    grouped = {}
    for record in records:
        texts = grouped.setdefault(record[group_field], [])
        text = record.get(text_field)
        if text and text not in texts:
            texts.append(text)
    return {group: separator.join(texts) for group, texts in grouped.items()}


# tests
assert concat_by_group([], "g", "t", ",") == {}
assert concat_by_group([{"g": 1, "t": "a"}], "g", "t", "|") == {1: "a"}
assert concat_by_group([{"g": 1, "t": "b"}, {"g": 1, "t": "a"}, {"g": 1, "t": "b"}], "g", "t", "|") == {1: "b|a"}
assert concat_by_group([{"g": 1, "t": ""}, {"g": 1}, {"g": 1, "t": None}], "g", "t", ",") == {1: ""}
assert concat_by_group([{"g": "a", "t": "x"}, {"g": "b", "t": "y"}, {"g": "a", "t": "z"}], "g", "t", " ") == {"a": "x z", "b": "y"}
assert concat_by_group([{"g": 0, "t": "A"}, {"g": 0, "t": "a"}], "g", "t", "/") == {0: "A/a"}
assert concat_by_group([{"g": 2, "t": ""}, {"g": 2, "t": "k"}], "g", "t", "-") == {2: "k"}
assert concat_by_group([{"g": 1, "t": "p"}, {"g": 2, "t": "p"}], "g", "t", ",") == {1: "p", 2: "p"}
