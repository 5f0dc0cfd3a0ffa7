# query: Return the astronomical season ("spring", "summer", "autumn", "winter") for a "YYYY-MM-DD" date
#   using fixed start dates March 20, June 21, September 22 and December 21 for the northern hemisphere;
#   when the southern flag is true the opposite season is returned.
# entry_point: season_on
# example: season_on("2024-08-01", False) == "summer"
# example: season_on("2024-12-25", True) == "summer"

def season_on(text, southern):
    _, month, day = (int(part) for part in text.split("-"))
    key = month * 100 + day
    if key >= 1221 or key < 320:
        season = "winter"
    elif key < 621:
        season = "spring"
    elif key < 922:
        season = "summer"
    else:
        season = "autumn"
    if southern:
        opposite = {"winter": "summer", "summer": "winter", "spring": "autumn", "autumn": "spring"}
        season = opposite[season]
    return season


# tests
assert season_on("2024-03-19", False) == "winter"
assert season_on("2024-03-20", False) == "spring"
assert season_on("2024-06-20", False) == "spring"
assert season_on("2024-06-21", False) == "summer"
assert season_on("2024-09-21", False) == "summer"
assert season_on("2024-09-22", False) == "autumn"
assert [season_on(t, False) for t in ("2024-12-20", "2024-12-21", "2024-01-01")] == ["autumn", "winter", "winter"]
assert season_on("2024-01-10", True) == "summer"
assert season_on("2024-04-01", True) == "autumn" and season_on("2024-10-01", True) == "spring"
assert season_on("2024-07-15", True) == "winter"
