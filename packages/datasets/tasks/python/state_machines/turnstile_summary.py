# query: Simulate a coin-operated turnstile that starts locked: "coin" unlocks it (extra coins while unlocked
#   change nothing), "push" on an unlocked turnstile lets one person through and locks it again, and a push
#   while locked is rejected. Return (final state, people passed, rejected pushes), or None on an unknown event.
# entry_point: turnstile_summary
# example: turnstile_summary(["coin", "push", "push"]) == ("locked", 1, 1)
# example: turnstile_summary(["coin", "push", "coin", "push"]) == ("locked", 2, 0)

def turnstile_summary(events):
    state = "locked"
    passages = 0
    rejected = 0
    for event in events:
        if event == "coin":
            state = "unlocked"
        elif event == "push":
            if state == "unlocked":
                passages += 1
                state = "locked"
            else:
                rejected += 1
        else:
            return None
    return (state, passages, rejected)


# tests
assert turnstile_summary([]) == ("locked", 0, 0)
assert turnstile_summary(["coin", "push"]) == ("locked", 1, 0)
assert turnstile_summary(["push"]) == ("locked", 0, 1)
assert turnstile_summary(["coin"]) == ("unlocked", 0, 0)
assert turnstile_summary(["coin", "coin", "push", "push"]) == ("locked", 1, 1)
assert turnstile_summary(["coin", "push", "coin", "push", "push"]) == ("locked", 2, 1)
assert turnstile_summary(["coin", "kick"]) is None
assert turnstile_summary(["push", "push", "coin"]) == ("unlocked", 0, 2)
