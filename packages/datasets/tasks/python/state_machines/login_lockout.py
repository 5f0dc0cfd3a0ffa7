# query: Replay login attempts (time in seconds, succeeded) for one account. After `limit` consecutive failures the
#   account is locked until `lock_seconds` after the failure that locked it; attempts before then get "locked" and are
#   not counted, and the failure count starts again once the lock is set. A success resets the count. Return "ok",
#   "fail" or "locked" for each attempt.
# entry_point: login_lockout
# example: login_lockout([(0, False), (1, True)], 3, 60) == ["fail", "ok"]
# example: login_lockout([(0, False), (1, True)], 1, 60) == ["fail", "locked"]

def login_lockout(attempts, limit, lock_seconds):
    failures = 0
    locked_until = None
    results = []
    for time, succeeded in attempts:
        if locked_until is not None and time < locked_until:
            results.append("locked")
            continue
        if succeeded:
            failures = 0
            results.append("ok")
        else:
            failures += 1
            results.append("fail")
            if failures >= limit:
                locked_until = time + lock_seconds
                failures = 0
    return results


# tests
assert login_lockout([], 3, 30) == []
assert login_lockout([(0, False), (5, False), (9, False), (10, True)], 3, 30) == ['fail', 'fail', 'fail', 'locked']
assert login_lockout([(0, False), (5, False), (9, False), (39, True)], 3, 30) == ['fail', 'fail', 'fail', 'ok']
assert login_lockout([(0, False), (5, False), (9, False), (38, True)], 3, 30) == ['fail', 'fail', 'fail', 'locked']
assert login_lockout([(0, False), (1, False), (2, True), (3, False), (4, False), (5, False), (6, True)], 3, 30) == ['fail', 'fail', 'ok', 'fail', 'fail', 'fail', 'locked']
assert login_lockout([(0, False), (1, False), (20, False), (21, False), (22, False)], 2, 10) == ['fail', 'fail', 'fail', 'fail', 'locked']
assert login_lockout([(0, True), (1, True)], 1, 100) == ['ok', 'ok']
assert login_lockout([(0, False), (2, False), (3, False), (4, False)], 2, 2) == ['fail', 'fail', 'locked', 'fail']
