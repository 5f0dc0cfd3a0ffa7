# query: Draw a text progress bar for done out of total: width cells inside brackets, the filled part made
#   of "#" (rounded down) and the rest of "-", followed by a space and the whole percentage (rounded down),
#   e.g. "[#####-----] 50%". Progress is clamped to 0-100%, and a total of 0 or less counts as complete.
# entry_point: progress_bar
# example: progress_bar(1, 4, 8) == '[##------] 25%'
# example: progress_bar(0, 10, 5) == '[-----] 0%'

def progress_bar(done, total, width=20):
    if total <= 0:
        return "[" + "#" * width + "] 100%"
    if done < 0:
        done = 0
    if done > total:
        done = total
    filled = done * width // total
    percent = done * 100 // total
    return "[" + "#" * filled + "-" * (width - filled) + "] " + str(percent) + "%"


# tests
assert progress_bar(5, 10, 10) == '[#####-----] 50%'
assert progress_bar(10, 10, 4) == '[####] 100%'
assert progress_bar(15, 10, 4) == '[####] 100%'
assert progress_bar(-1, 10, 4) == '[----] 0%'
assert progress_bar(0, 1, 2) == '[--] 0%'
assert progress_bar(0, 0, 3) == '[###] 100%'
assert progress_bar(2, 3, 10) == '[######----] 66%'
assert progress_bar(999, 1000, 10) == '[#########-] 99%'
assert progress_bar(7, 20) == '[#######-------------] 35%'
