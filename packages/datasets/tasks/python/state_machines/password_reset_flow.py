# query: Track a password-reset flow from events (time, action). "request" (in any state) issues a code valid for
#   `ttl` seconds and resets the attempt count; "submit_ok"/"submit_bad" give a correct or wrong code and only count while
#   a code is valid (before it expires and before 3 wrong tries use it up); a correct code moves to "verified"; "set_pw"
#   when verified finishes as "done". Return the final state: "idle", "code_sent", "verified" or "done".
# entry_point: password_reset_flow
# example: password_reset_flow([(0, "request"), (5, "submit_ok")], 60) == "verified"
# example: password_reset_flow([(0, "request"), (90, "submit_ok")], 60) == "code_sent"

def password_reset_flow(events, ttl):
    state = "idle"
    issued_at = None
    wrong = None
    for time, action in events:
        if state == "done":
            break
        if action == "request":
            state = "code_sent"
            issued_at = time
            wrong = 0
        elif state == "code_sent" and action in ("submit_ok", "submit_bad"):
            if time - issued_at >= ttl or wrong >= 3:
                continue
            if action == "submit_ok":
                state = "verified"
            else:
                wrong += 1
        elif state == "verified" and action == "set_pw":
            state = "done"
    return state


# tests
assert password_reset_flow([], 60) == 'idle'
assert password_reset_flow([(0, "set_pw"), (1, "submit_ok")], 60) == 'idle'
assert password_reset_flow([(0, "request"), (10, "submit_ok"), (20, "set_pw")], 60) == 'done'
assert password_reset_flow([(0, "request"), (60, "submit_ok")], 60) == 'code_sent'
assert password_reset_flow([(0, "request"), (59, "submit_ok"), (60, "submit_bad")], 60) == 'verified'
assert password_reset_flow([(0, "request"), (1, "submit_bad"), (2, "submit_bad"), (3, "submit_bad"), (4, "submit_ok")], 60) == 'code_sent'
assert password_reset_flow([(0, "request"), (1, "submit_bad"), (2, "submit_bad"), (4, "submit_ok")], 60) == 'verified'
assert password_reset_flow([(0, "request"), (1, "submit_bad"), (2, "submit_bad"), (3, "submit_bad"), (5, "request"), (6, "submit_ok")], 60) == 'verified'
assert password_reset_flow([(0, "request"), (1, "set_pw"), (2, "submit_ok"), (3, "set_pw"), (4, "request")], 60) == 'done'
assert password_reset_flow([(0, "request"), (70, "request"), (100, "submit_ok")], 60) == 'verified'
