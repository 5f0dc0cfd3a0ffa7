# query: Sort (student, grade) pairs from best to worst letter grade, where grades go A+, A, A-, B+, B, B-, C+, C, C-, D+,
#   D, D-, F. Students with the same grade are ordered by name; unknown grades come last, ordered by name.
# entry_point: sort_by_letter_grade
# example: sort_by_letter_grade([("bo", "B"), ("al", "A-")]) == [("al", "A-"), ("bo", "B")]
# example: sort_by_letter_grade([("cy", "F"), ("di", "C+")]) == [("di", "C+"), ("cy", "F")]

def sort_by_letter_grade(pairs):
    order = []
    for letter in "ABCD":
        for sign in ("+", "", "-"):
            order.append(letter + sign)
    order.append("F")
    def sort_key(pair):
        name, grade = pair
        rank = order.index(grade) if grade in order else len(order)
        return (rank, name)
    return sorted(pairs, key=sort_key)


# tests
assert sort_by_letter_grade([]) == []
assert sort_by_letter_grade([("a", "B-"), ("b", "B+"), ("c", "B")]) == [('b', 'B+'), ('c', 'B'), ('a', 'B-')]
assert sort_by_letter_grade([("z", "A+"), ("y", "A"), ("x", "A-")]) == [('z', 'A+'), ('y', 'A'), ('x', 'A-')]
assert sort_by_letter_grade([("m", "D-"), ("n", "F"), ("o", "D+")]) == [('o', 'D+'), ('m', 'D-'), ('n', 'F')]
assert sort_by_letter_grade([("kim", "C"), ("ann", "C"), ("lee", "E")]) == [('ann', 'C'), ('kim', 'C'), ('lee', 'E')]
assert sort_by_letter_grade([("q", "a"), ("p", "Z"), ("r", "C-")]) == [('r', 'C-'), ('p', 'Z'), ('q', 'a')]
assert sort_by_letter_grade([("e", "C-"), ("f", "D+"), ("g", "B-"), ("h", "C+")]) == [('g', 'B-'), ('h', 'C+'), ('e', 'C-'), ('f', 'D+')]
