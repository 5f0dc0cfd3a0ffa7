# query: Reduce a width and height in pixels to their simplest aspect ratio written as "W:H" (1920x1080
#   gives "16:9"). Returns None when either dimension is zero or negative.
# entry_point: aspect_ratio
# example: aspect_ratio(1280, 1024) == "5:4"
# example: aspect_ratio(300, 300) == "1:1"

def aspect_ratio(width, height):
    if width <= 0 or height <= 0:
        return None
    a, b = width, height
    while b:
        a, b = b, a % b
    return str(width // a) + ":" + str(height // a)


# tests
assert aspect_ratio(1920, 1080) == "16:9"
assert aspect_ratio(1024, 768) == "4:3"
assert aspect_ratio(1080, 1920) == "9:16"
assert aspect_ratio(7, 3) == "7:3"
assert aspect_ratio(1, 1) == "1:1"
assert aspect_ratio(2560, 1080) == "64:27"
assert aspect_ratio(0, 100) is None
assert aspect_ratio(100, 0) is None
assert aspect_ratio(-4, 3) is None and aspect_ratio(4, -3) is None
assert aspect_ratio(12, 8) == "3:2"
