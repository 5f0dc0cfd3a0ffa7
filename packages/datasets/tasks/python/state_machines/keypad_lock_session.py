# query: Simulate a keypad lock over a list of entered codes. A correct code gives "open" and clears the failure
#   count, a wrong one gives "wrong"; once the number of failures reaches the limit every entry gives "locked".
#   The entry "RESET" clears a lockout (giving "reset") but is "ignored" when the keypad is not locked out.
# entry_point: keypad_lock_session
# example: keypad_lock_session(["0000", "0000"], "0000", 3) == ["open", "open"]
# example: keypad_lock_session(["1", "2", "3"], "9", 3) == ["wrong", "wrong", "wrong"]

def keypad_lock_session(attempts, code, max_failures):
    failures = 0
    outcomes = []
    for attempt in attempts:
        if attempt == "RESET":
            if failures >= max_failures:
                failures = 0
                outcomes.append("reset")
            else:
                outcomes.append("ignored")
            continue
        if failures >= max_failures:
            outcomes.append("locked")
        elif attempt == code:
            outcomes.append("open")
            failures = 0
        else:
            failures += 1
            outcomes.append("wrong")
    return outcomes


# tests
assert keypad_lock_session([], "1234", 3) == []
assert keypad_lock_session(["1234"], "1234", 3) == ["open"]
assert keypad_lock_session(["1111", "1234"], "1234", 3) == ["wrong", "open"]
assert keypad_lock_session(["1", "2", "1234"], "1234", 2) == ["wrong", "wrong", "locked"]
assert keypad_lock_session(["1", "RESET"], "1234", 2) == ["wrong", "ignored"]
assert keypad_lock_session(["1", "2", "RESET", "1234"], "1234", 2) == ["wrong", "wrong", "reset", "open"]
assert keypad_lock_session(["1", "1234", "2", "3", "4"], "1234", 2) == ["wrong", "open", "wrong", "wrong", "locked"]
assert keypad_lock_session(["9", "RESET", "9", "RESET", "9"], "0", 1) == ["wrong", "reset", "wrong", "reset", "wrong"]
