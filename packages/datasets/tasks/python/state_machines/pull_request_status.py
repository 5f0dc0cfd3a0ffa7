# query: Work out a pull request's review status from review events (reviewer, action) in order, where action is
#   "approve", "request_changes", "comment" or "dismiss". Each reviewer's latest approve or request_changes counts,
#   "comment" changes nothing and "dismiss" withdraws that reviewer's review. Return "blocked" if any reviewer currently
#   requests changes, "approved" if at least `required` reviewers approve, else "pending".
# entry_point: pull_request_status
# example: pull_request_status([("ann", "approve")], 1) == "approved"
# example: pull_request_status([("ann", "approve"), ("bob", "request_changes")], 1) == "blocked"

def pull_request_status(reviews, required):
    latest = {}
    for reviewer, action in reviews:
        if action == "approve" or action == "request_changes":
            latest[reviewer] = action
        elif action == "dismiss":
            latest.pop(reviewer, None)
    states = list(latest.values())
    if "request_changes" in states:
        return "blocked"
    if states.count("approve") >= required:
        return "approved"
    return "pending"


# tests
assert pull_request_status([], 1) == 'pending'
assert pull_request_status([], 0) == 'approved'
assert pull_request_status([("a", "approve"), ("b", "approve")], 2) == 'approved'
assert pull_request_status([("a", "approve"), ("a", "approve")], 2) == 'pending'
assert pull_request_status([("a", "request_changes"), ("a", "approve")], 1) == 'approved'
assert pull_request_status([("a", "approve"), ("a", "request_changes"), ("b", "approve")], 1) == 'blocked'
assert pull_request_status([("a", "request_changes"), ("a", "comment")], 1) == 'blocked'
assert pull_request_status([("a", "request_changes"), ("a", "dismiss"), ("b", "approve")], 1) == 'approved'
assert pull_request_status([("a", "dismiss"), ("b", "comment")], 1) == 'pending'
assert pull_request_status([("a", "approve"), ("b", "approve"), ("c", "approve")], 2) == 'approved'
