# query: Decode type-length-value records from a list of bytes: each record is a type byte, a length byte and that many
#   value bytes. Types listed in `nested` hold further TLV records in their value, decoded recursively. Return a list of
#   (type, value) pairs where value is a list of bytes or, for nested types, a list of pairs; return None if any record
#   runs past the end of its enclosing data.
# entry_point: decode_tlv_records
# example: decode_tlv_records([1, 2, 7, 8], set()) == [(1, [7, 8])]
# example: decode_tlv_records([1, 3, 7], set()) == None

def decode_tlv_records(data, nested):
    records = []
    index = 0
    while index < len(data):
        if index + 2 > len(data):
            return None
        record_type = data[index]
        length = data[index + 1]
        start = index + 2
        end = start + length
        if end > len(data):
            return None
        value = data[start:end]
        if record_type in nested:
            value = decode_tlv_records(value, nested)
            if value is None:
                return None
        records.append((record_type, value))
        index = end
    return records


# tests
assert decode_tlv_records([], {5}) == []
assert decode_tlv_records([1, 0, 2, 1, 9], set()) == [(1, []), (2, [9])]
assert decode_tlv_records([5, 4, 1, 1, 3, 0, 2, 1, 6], {5}) is None
assert decode_tlv_records([5, 4, 1, 1, 3, 0, 2, 1, 6], set()) == [(5, [1, 1, 3, 0]), (2, [6])]
assert decode_tlv_records([5, 3, 1, 2, 3], {5}) is None
assert decode_tlv_records([1], set()) is None
assert decode_tlv_records([1, 2, 3], set()) is None
assert decode_tlv_records([5, 0], {5}) == [(5, [])]
assert decode_tlv_records([5, 2, 5, 0, 7, 1, 1], {5}) == [(5, [(5, [])]), (7, [1])]
