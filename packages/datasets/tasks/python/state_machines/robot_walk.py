# query: Run a robot program on a grid starting at (0, 0) facing north: "L" and "R" turn 90 degrees, and "F"
#   moves forward by the number written right after it (1 if no number follows). Return (x, y, heading) with
#   heading one of "N", "E", "S", "W", or None for any other character.
# entry_point: robot_walk
# example: robot_walk("F3") == (0, 3, "N")
# example: robot_walk("RF2LF") == (2, 1, "N")

def robot_walk(program):
    headings = "NESW"
    steps = {"N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0)}
    x = 0
    y = 0
    facing = 0
    index = 0
    while index < len(program):
        command = program[index]
        index += 1
        if command == "L":
            facing = (facing + 3) % 4
        elif command == "R":
            facing = (facing + 1) % 4
        elif command == "F":
            start = index
            while index < len(program) and program[index].isdigit():
                index += 1
            distance = int(program[start:index]) if index > start else 1
            dx, dy = steps[headings[facing]]
            x += dx * distance
            y += dy * distance
        else:
            return None
    return (x, y, headings[facing])


# tests
assert robot_walk("") == (0, 0, "N")
assert robot_walk("F") == (0, 1, "N")
assert robot_walk("RF2") == (2, 0, "E")
assert robot_walk("LF") == (-1, 0, "W")
assert robot_walk("RRF3") == (0, -3, "S")
assert robot_walk("F10") == (0, 10, "N")
assert robot_walk("LLLLRRRR") == (0, 0, "N")
assert robot_walk("FRFRFRF") == (0, 0, "W")
assert robot_walk("F2X") is None
assert robot_walk("RF12LF") == (12, 1, "N")
