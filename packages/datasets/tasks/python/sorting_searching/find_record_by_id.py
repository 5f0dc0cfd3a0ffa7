# query: Look up a record by id in a list of dicts sorted ascending by their "id" field, using binary search. Return the
#   matching record, or None when no record has that id.
# entry_point: find_record_by_id
# example: find_record_by_id([{"id": 1, "n": "a"}, {"id": 4, "n": "b"}], 4) == {"id": 4, "n": "b"}
# example: find_record_by_id([{"id": 1}], 2) == None

def find_record_by_id(records, record_id):
    low = 0
    high = len(records) - 1
    while low <= high:
        middle = (low + high) // 2
        current = records[middle]["id"]
        if current == record_id:
            return records[middle]
        if current < record_id:
            low = middle + 1
        else:
            high = middle - 1
    return None


# test_setup
USERS = [{"id": 3, "name": "ann"}, {"id": 8, "name": "bo"}, {"id": 15, "name": "cy"}, {"id": 21, "name": "di"}, {"id": 40, "name": "ed"}]

# tests
assert find_record_by_id(USERS, 3) == {'id': 3, 'name': 'ann'}
assert find_record_by_id(USERS, 40) == {'id': 40, 'name': 'ed'}
assert find_record_by_id(USERS, 15) == {'id': 15, 'name': 'cy'}
assert find_record_by_id(USERS, 8) == {'id': 8, 'name': 'bo'}
assert find_record_by_id(USERS, 21) == {'id': 21, 'name': 'di'}
assert find_record_by_id(USERS, 9) is None
assert find_record_by_id(USERS, 41) is None
assert find_record_by_id(USERS, 0) is None
assert find_record_by_id([], 3) is None
assert find_record_by_id([{"id": -2, "name": "neg"}], -2) == {'id': -2, 'name': 'neg'}
