# query: Decode a concatenation of netstrings, each written as "<length>:<payload>," with a decimal length,
#   e.g. "3:abc,0:," gives ["abc", ""]. Return None if a length is missing or not a number, the payload is
#   shorter than its length, or the payload is not followed by a comma.
# entry_point: decode_netstrings
# example: decode_netstrings("5:hello,") == ["hello"]
# example: decode_netstrings("1:a,1:b,") == ["a", "b"]

def decode_netstrings(data):
    items = []
    index = 0
    while index < len(data):
        colon = data.find(":", index)
        if colon == -1:
            return None
        length_text = data[index:colon]
        if not length_text.isdigit():
            return None
        end = colon + 1 + int(length_text)
        if end >= len(data) or data[end] != ",":
            return None
        items.append(data[colon + 1:end])
        index = end + 1
    return items


# tests
assert decode_netstrings("3:abc,2:de,") == ["abc", "de"]
assert decode_netstrings("") == []
assert decode_netstrings("0:,") == [""]
assert decode_netstrings("3:abc") is None
assert decode_netstrings("3:ab,") is None
assert decode_netstrings("x:a,") is None
assert decode_netstrings("3:abc,x") is None
assert decode_netstrings("5:a,b,c,") == ["a,b,c"]
assert decode_netstrings("2:ab;") is None
assert decode_netstrings("10:abcdefghij,1:k,") == ["abcdefghij", "k"]
