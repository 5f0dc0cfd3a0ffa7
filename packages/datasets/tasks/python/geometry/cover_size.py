# query: Scale an image of width x height by one uniform factor so that it completely covers a target
#   box (the smallest scale where both sides reach the box), and return the scaled (width, height)
#   rounded to whole pixels. Returns None if any dimension is not positive.
# entry_point: cover_size
# example: cover_size(400, 200, 100, 100) == (200, 100)
# example: cover_size(100, 300, 300, 300) == (300, 900)

def cover_size(width, height, box_width, box_height):
    if width <= 0 or height <= 0 or box_width <= 0 or box_height <= 0:
        return None
    scale_w = box_width / width
    scale_h = box_height / height
    scale = scale_w if scale_w > scale_h else scale_h
    return (round(width * scale), round(height * scale))


# tests
assert cover_size(1600, 900, 800, 800) == (1422, 800)
assert cover_size(900, 1600, 800, 800) == (800, 1422)
assert cover_size(100, 100, 300, 200) == (300, 300)
assert cover_size(100, 100, 200, 300) == (300, 300)
assert cover_size(50, 25, 50, 25) == (50, 25)
assert cover_size(640, 480, 320, 320) == (427, 320)
assert cover_size(10, 10, 0, 5) is None and cover_size(10, 10, 5, -1) is None
assert cover_size(30, 20, 90, 45) == (90, 60)
assert cover_size(1, 2, 3, 3) == (3, 6) and cover_size(4, 2, 1, 1) == (2, 1) and cover_size(2, 1, 1, 3) == (6, 3)
assert cover_size(0, 10, 5, 5) is None and cover_size(10, 0, 5, 5) is None and cover_size(10, 10, 5, 0) is None and cover_size(-3, 2, 5, 5) is None and cover_size(2, -3, 5, 5) is None and cover_size(5, 5, -2, 3) is None
