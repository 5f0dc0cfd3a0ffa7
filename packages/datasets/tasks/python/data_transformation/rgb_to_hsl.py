# query: Convert an RGB colour with 0-255 channels to HSL, returned as a tuple of hue in whole degrees
#   (0-359), saturation and lightness in whole percent, each rounded to the nearest integer. Greys
#   (all channels equal) have hue and saturation 0.
# entry_point: rgb_to_hsl
# example: rgb_to_hsl(255, 0, 0) == (0, 100, 50)
# example: rgb_to_hsl(255, 255, 255) == (0, 0, 100)

def rgb_to_hsl(red, green, blue):
    r, g, b = red / 255, green / 255, blue / 255
    high = max(r, g, b)
    low = min(r, g, b)
    lightness = (high + low) / 2
    if high == low:
        return (0, 0, round(lightness * 100))
    delta = high - low
    if lightness > 0.5:
        saturation = delta / (2 - high - low)
    else:
        saturation = delta / (high + low)
    if high == r:
        hue = ((g - b) / delta) % 6
    elif high == g:
        hue = (b - r) / delta + 2
    else:
        hue = (r - g) / delta + 4
    return (round(hue * 60) % 360, round(saturation * 100), round(lightness * 100))


# tests
assert rgb_to_hsl(0, 255, 0) == (120, 100, 50) and rgb_to_hsl(0, 0, 255) == (240, 100, 50)
assert rgb_to_hsl(0, 0, 0) == (0, 0, 0) and rgb_to_hsl(250, 250, 250) == (0, 0, 98)
assert rgb_to_hsl(128, 128, 128) == (0, 0, 50)
assert rgb_to_hsl(255, 0, 255) == (300, 100, 50) and rgb_to_hsl(255, 0, 128) == (330, 100, 50)
assert rgb_to_hsl(100, 50, 50) == (0, 33, 29)
assert rgb_to_hsl(200, 150, 250) == (270, 91, 78)
assert rgb_to_hsl(250, 240, 200) == (48, 83, 88)
assert rgb_to_hsl(0, 128, 128) == (180, 100, 25)
assert rgb_to_hsl(100, 200, 50) == (100, 60, 49)
assert rgb_to_hsl(255, 0, 1) == (0, 100, 50)
