# query: Order (r, g, b) colours (0-255 each) for a palette: greys (all three channels equal) come first from dark to
#   light, then the other colours by hue from red through yellow, green, blue and magenta, with lighter colours (higher
#   max channel) later among equal hues.
# entry_point: sort_colors_by_hue
# example: sort_colors_by_hue([(0, 0, 255), (255, 0, 0)]) == [(255, 0, 0), (0, 0, 255)]
# example: sort_colors_by_hue([(9, 9, 9), (0, 255, 0)]) == [(9, 9, 9), (0, 255, 0)]

def sort_colors_by_hue(colors):
    import colorsys
    greys = []
    tinted = []
    for r, g, b in colors:
        if r == g == b:
            greys.append((r, (r, g, b)))
        else:
            hue, _, value = colorsys.rgb_to_hsv(r, g, b)
            tinted.append((hue, value, (r, g, b)))
    greys.sort(key=lambda item: item[0])
    tinted.sort(key=lambda item: (item[0], item[1]))
    return [item[1] for item in greys] + [item[2] for item in tinted]


# tests
assert sort_colors_by_hue([]) == []
assert sort_colors_by_hue([(255, 255, 255), (0, 0, 0), (128, 128, 128)]) == [(0, 0, 0), (128, 128, 128), (255, 255, 255)]
assert sort_colors_by_hue([(255, 0, 255), (0, 255, 0), (255, 255, 0), (0, 0, 255)]) == [(255, 255, 0), (0, 255, 0), (0, 0, 255), (255, 0, 255)]
assert sort_colors_by_hue([(200, 0, 0), (100, 0, 0)]) == [(100, 0, 0), (200, 0, 0)]
assert sort_colors_by_hue([(0, 128, 128), (50, 50, 50), (255, 128, 0)]) == [(50, 50, 50), (255, 128, 0), (0, 128, 128)]
assert sort_colors_by_hue([(10, 10, 11), (10, 10, 10)]) == [(10, 10, 10), (10, 10, 11)]
assert sort_colors_by_hue([(255, 0, 1), (255, 1, 0)]) == [(255, 1, 0), (255, 0, 1)]
assert sort_colors_by_hue([(0, 255, 255), (0, 200, 255)]) == [(0, 255, 255), (0, 200, 255)]
