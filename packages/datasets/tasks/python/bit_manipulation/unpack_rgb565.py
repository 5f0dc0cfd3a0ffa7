# query: Expand a 16-bit RGB565 pixel into an (red, green, blue) tuple of 8-bit channels, filling the
#   low bits of each channel by repeating its top bits so that full intensity maps to 255. Return
#   None if the pixel is not in 0-0xFFFF.
# entry_point: unpack_rgb565
# example: unpack_rgb565(0x8000) == (132, 0, 0)
# example: unpack_rgb565(0x0400) == (0, 130, 0)

def unpack_rgb565(pixel):
    if pixel < 0 or pixel > 0xFFFF:
        return None
    red = (pixel >> 11) & 0x1F
    green = (pixel >> 5) & 0x3F
    blue = pixel & 0x1F
    red = (red << 3) | (red >> 2)
    green = (green << 2) | (green >> 4)
    blue = (blue << 3) | (blue >> 2)
    return (red, green, blue)


# tests
assert unpack_rgb565(0) == (0, 0, 0)
assert unpack_rgb565(0xFFFF) == (255, 255, 255)
assert unpack_rgb565(0xF800) == (255, 0, 0)
assert unpack_rgb565(0x07E0) == (0, 255, 0)
assert unpack_rgb565(0x001F) == (0, 0, 255)
assert unpack_rgb565(0x0821) == (8, 4, 8)
assert unpack_rgb565(0x8410) == (132, 130, 132)
assert unpack_rgb565(0x10000) is None
assert unpack_rgb565(-1) is None
