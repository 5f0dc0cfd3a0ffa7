# query: Order support tickets (id, priority, created) for triage: priority "critical", then "high", "normal", "low",
#   and any unknown priority last; within a priority the oldest (smallest created time) first, then the smaller id.
#   Return the ticket ids in order.
# entry_point: triage_tickets
# example: triage_tickets([(1, "low", 5), (2, "high", 9)]) == [2, 1]
# example: triage_tickets([(7, "normal", 3), (4, "normal", 1)]) == [4, 7]

def triage_tickets(tickets):
    ranks = {"critical": 0, "high": 1, "normal": 2, "low": 3}
    ordered = sorted(tickets, key=lambda ticket: (ranks.get(ticket[1], len(ranks)), ticket[2], ticket[0]))
    return [ticket[0] for ticket in ordered]


# tests
assert triage_tickets([]) == []
assert triage_tickets([(10, "low", 1), (11, "normal", 1), (12, "high", 1), (13, "critical", 1), (14, "urgent?", 0)]) == [13, 12, 11, 10, 14]
assert triage_tickets([(5, "high", 30), (6, "high", 10), (7, "high", 20)]) == [6, 7, 5]
assert triage_tickets([(9, "critical", 4), (3, "critical", 4)]) == [3, 9]
assert triage_tickets([(1, "low", 0), (2, "Low", 0)]) == [1, 2]
assert triage_tickets([(8, "normal", 100), (2, "low", 1), (3, "critical", 999)]) == [3, 8, 2]
assert triage_tickets([(21, "high", 5), (20, "normal", 2), (22, "critical", 8), (23, "low", 0)]) == [22, 21, 20, 23]
