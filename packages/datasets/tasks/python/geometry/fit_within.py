# query: Scale an image of a given width and height down so that it fits inside a maximum width and height
#   while keeping its aspect ratio, rounding the scaled dimension down to an integer; images that already
#   fit are returned unchanged (never enlarged). Returns None if any dimension is not positive.
# entry_point: fit_within
# example: fit_within(800, 600, 400, 400) == (400, 300)
# example: fit_within(640, 480, 1024, 768) == (640, 480)

def fit_within(width, height, max_width, max_height):
    if width <= 0 or height <= 0 or max_width <= 0 or max_height <= 0:
        return None
    if width <= max_width and height <= max_height:
        return (width, height)
    if width * max_height >= height * max_width:
        return (max_width, height * max_width // width)
    return (width * max_height // height, max_height)


# tests
assert fit_within(1920, 1080, 1280, 720) == (1280, 720)
assert fit_within(1000, 500, 400, 400) == (400, 200)
assert fit_within(500, 1000, 400, 400) == (200, 400)
assert fit_within(300, 200, 400, 400) == (300, 200)
assert fit_within(300, 500, 400, 400) == (240, 400)
assert fit_within(1000, 1000, 300, 200) == (200, 200)
assert fit_within(0, 100, 10, 10) is None and fit_within(100, 0, 10, 10) is None and fit_within(100, 100, 0, 10) is None and fit_within(100, 100, 10, 0) is None
assert fit_within(1, 1, 1, 1) == (1, 1)
assert fit_within(1001, 333, 100, 100) == (100, 33)
assert fit_within(333, 1001, 100, 100) == (33, 100)
