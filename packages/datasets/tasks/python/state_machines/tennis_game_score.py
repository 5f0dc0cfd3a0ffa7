# query: Score one tennis game from a string of point winners ("A" or "B"). Report "game A"/"game B" as soon as
#   a player has at least 4 points and leads by 2 (later points are ignored); otherwise "deuce" when both have at
#   least 3 and are level, "advantage A"/"advantage B" when both have at least 3 and one leads, else the
#   called score like "30-15" (0, 15, 30, 40). Return None for any other character.
# entry_point: tennis_game_score
# example: tennis_game_score("AB") == "15-15"
# example: tennis_game_score("AAB") == "30-15"

def tennis_game_score(points):
    names = ["0", "15", "30", "40"]
    a = 0
    b = 0
    for point in points:
        if point != "A" and point != "B":
            return None
        if point == "A":
            a += 1
        else:
            b += 1
        if (a >= 4 or b >= 4) and abs(a - b) >= 2:
            return "game A" if a > b else "game B"
    if a >= 3 and b >= 3:
        if a == b:
            return "deuce"
        return "advantage A" if a > b else "advantage B"
    return names[a] + "-" + names[b]


# tests
assert tennis_game_score("") == "0-0"
assert tennis_game_score("AABBB") == "30-40"
assert tennis_game_score("AAAA") == "game A"
assert tennis_game_score("BBBAAA") == "deuce"
assert tennis_game_score("BBBAAAA") == "advantage A"
assert tennis_game_score("AAABBBB") == "advantage B"
assert tennis_game_score("ABABABBB") == "game B"
assert tennis_game_score("BBBBA") == "game B"
assert tennis_game_score("AAABB") == "40-30"
assert tennis_game_score("AXB") is None
