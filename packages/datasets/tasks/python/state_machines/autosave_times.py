# query: An editor autosaves once `idle` seconds have passed since the last edit, but never more than `max_wait` seconds
#   after the first unsaved edit. Given edit times (any order), return the save times; an edit arriving exactly when a
#   save is due comes after that save and starts a new unsaved period.
# entry_point: autosave_times
# example: autosave_times([0], 5, 30) == [5]
# example: autosave_times([0, 3], 5, 30) == [8]

def autosave_times(edits, idle, max_wait):
    saves = []
    first_unsaved = None
    last_edit = None
    for time in sorted(edits):
        if first_unsaved is not None:
            due = min(last_edit + idle, first_unsaved + max_wait)
            if time >= due:
                saves.append(due)
                first_unsaved = None
        if first_unsaved is None:
            first_unsaved = time
        last_edit = time
    if first_unsaved is not None:
        saves.append(min(last_edit + idle, first_unsaved + max_wait))
    return saves


# tests
assert autosave_times([], 5, 30) == []
assert autosave_times([10, 0], 5, 30) == [5, 15]
assert autosave_times([0, 4, 8, 12, 16], 5, 30) == [21]
assert autosave_times([0, 4, 8, 12, 16], 5, 10) == [10, 21]
assert autosave_times([0, 5], 5, 30) == [5, 10]
assert autosave_times([0, 10, 11], 5, 10) == [5, 16]
assert autosave_times([0, 2, 4, 6, 8, 10, 12], 3, 7) == [7, 15]
assert autosave_times([3, 3, 3], 2, 30) == [5]
