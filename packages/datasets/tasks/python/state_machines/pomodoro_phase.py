# query: A pomodoro timer repeats work sessions of `work` minutes, each followed by a short break of `short` minutes,
#   except that every fourth work session is followed by a long break of `long` minutes. For the minutes elapsed since
#   the start (>= 0), return (phase "work"/"short"/"long", number of the current or just-finished work session counting
#   from 1, minutes left in the phase).
# entry_point: pomodoro_phase
# example: pomodoro_phase(10, 25, 5, 15) == ("work", 1, 15)
# example: pomodoro_phase(27, 25, 5, 15) == ("short", 1, 3)

def pomodoro_phase(elapsed, work, short, long):
    cycle = 4 * work + 3 * short + long
    offset = elapsed % cycle
    session = elapsed // cycle * 4
    for index in range(4):
        session += 1
        if offset < work:
            return ("work", session, work - offset)
        offset -= work
        pause = long if index == 3 else short
        if offset < pause:
            return ("long" if index == 3 else "short", session, pause - offset)
        offset -= pause


# tests
assert pomodoro_phase(0, 25, 5, 15) == ('work', 1, 25)
assert pomodoro_phase(25, 25, 5, 15) == ('short', 1, 5)
assert pomodoro_phase(29, 25, 5, 15) == ('short', 1, 1)
assert pomodoro_phase(30, 25, 5, 15) == ('work', 2, 25)
assert pomodoro_phase(114, 25, 5, 15) == ('work', 4, 1)
assert pomodoro_phase(115, 25, 5, 15) == ('long', 4, 15)
assert pomodoro_phase(129, 25, 5, 15) == ('long', 4, 1)
assert pomodoro_phase(130, 25, 5, 15) == ('work', 5, 25)
assert pomodoro_phase(200, 25, 5, 15) == ('work', 7, 15)
assert pomodoro_phase(7, 2, 1, 3) == ('work', 3, 1)
