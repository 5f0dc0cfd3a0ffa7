# query: Pack an 8-bit-per-channel RGB colour into a 16-bit RGB565 pixel by keeping the top 5 bits
#   of red, top 6 of green and top 5 of blue (red in the highest bits). Return None if any channel is
#   outside 0-255.
# entry_point: pack_rgb565
# example: pack_rgb565(0, 0, 128) == 0x0010
# example: pack_rgb565(128, 128, 128) == 0x8410

def pack_rgb565(red, green, blue):
    for channel in (red, green, blue):
        if channel < 0 or channel > 255:
            return None
    packed = (red >> 3) << 11
    packed |= (green >> 2) << 5
    packed |= blue >> 3
    return packed


# tests
assert pack_rgb565(0, 0, 0) == 0
assert pack_rgb565(255, 255, 255) == 0xFFFF
assert pack_rgb565(255, 0, 0) == 0xF800
assert pack_rgb565(0, 255, 0) == 0x07E0
assert pack_rgb565(0, 0, 255) == 0x001F
assert pack_rgb565(8, 4, 8) == 0x0821
assert pack_rgb565(7, 3, 7) == 0
assert pack_rgb565(256, 0, 0) is None
assert pack_rgb565(0, -1, 0) is None
assert pack_rgb565(0, 0, 256) is None
