# query: Given ascending threshold values and one more label than thresholds, return the label of the bracket a score
#   falls into: labels[0] below the first threshold, labels[i] from threshold i-1 up to (not including) threshold i.
#   A score equal to a threshold belongs to the higher bracket; with no thresholds every score gets labels[0].
# entry_point: bracket_label
# example: bracket_label([10, 20], ["low", "mid", "high"], 15) == "mid"
# example: bracket_label([0], ["neg", "pos"], -3) == "neg"

def bracket_label(thresholds, labels, score):
    low = 0
    high = len(thresholds)
    while low < high:
        middle = (low + high) // 2
        if thresholds[middle] <= score:
            low = middle + 1
        else:
            high = middle
    return labels[low]


# tests
assert bracket_label([60, 70, 80, 90], ["F", "D", "C", "B", "A"], 75) == 'C'
assert bracket_label([60, 70, 80, 90], ["F", "D", "C", "B", "A"], 59) == 'F'
assert bracket_label([60, 70, 80, 90], ["F", "D", "C", "B", "A"], 60) == 'D'
assert bracket_label([60, 70, 80, 90], ["F", "D", "C", "B", "A"], 90) == 'A'
assert bracket_label([60, 70, 80, 90], ["F", "D", "C", "B", "A"], 89) == 'B'
assert bracket_label([60, 70, 80, 90], ["F", "D", "C", "B", "A"], 100) == 'A'
assert bracket_label([], ["only"], 42) == 'only'
assert bracket_label([-10, 0, 10], ["cold", "cool", "mild", "hot"], -10) == 'cool'
assert bracket_label([-10, 0, 10], ["cold", "cool", "mild", "hot"], -11) == 'cold'
assert bracket_label([5], ["below", "above"], 5) == 'above'
