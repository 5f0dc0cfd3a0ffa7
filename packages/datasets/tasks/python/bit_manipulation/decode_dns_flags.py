# query: Decode the 16-bit flags word of a DNS message header into a dict of its fields: qr (bit 15),
#   opcode (bits 14-11), aa (bit 10), tc (bit 9), rd (bit 8), ra (bit 7) and rcode (bits 3-0), each as
#   an integer; the reserved bits 6-4 are ignored. A value outside 0-0xFFFF gives None.
# entry_point: decode_dns_flags
# example: decode_dns_flags(0x0100) == {"qr": 0, "opcode": 0, "aa": 0, "tc": 0, "rd": 1, "ra": 0, "rcode": 0}
# example: decode_dns_flags(0x8183) == {"qr": 1, "opcode": 0, "aa": 0, "tc": 0, "rd": 1, "ra": 1, "rcode": 3}

def decode_dns_flags(flags):
    if flags < 0 or flags > 0xFFFF:
        return None
    return {
        "qr": (flags >> 15) & 1,
        "opcode": (flags >> 11) & 0xF,
        "aa": (flags >> 10) & 1,
        "tc": (flags >> 9) & 1,
        "rd": (flags >> 8) & 1,
        "ra": (flags >> 7) & 1,
        "rcode": flags & 0xF,
    }


# tests
assert decode_dns_flags(0) == {'qr': 0, 'opcode': 0, 'aa': 0, 'tc': 0, 'rd': 0, 'ra': 0, 'rcode': 0}
assert decode_dns_flags(0x0400) == {'qr': 0, 'opcode': 0, 'aa': 1, 'tc': 0, 'rd': 0, 'ra': 0, 'rcode': 0}
assert decode_dns_flags(0x8000) == {'qr': 1, 'opcode': 0, 'aa': 0, 'tc': 0, 'rd': 0, 'ra': 0, 'rcode': 0}
assert decode_dns_flags(0x0800) == {'qr': 0, 'opcode': 1, 'aa': 0, 'tc': 0, 'rd': 0, 'ra': 0, 'rcode': 0}
assert decode_dns_flags(0x7800) == {'qr': 0, 'opcode': 15, 'aa': 0, 'tc': 0, 'rd': 0, 'ra': 0, 'rcode': 0}
assert decode_dns_flags(0x008F) == {'qr': 0, 'opcode': 0, 'aa': 0, 'tc': 0, 'rd': 0, 'ra': 1, 'rcode': 15}
assert decode_dns_flags(0x0200) == {'qr': 0, 'opcode': 0, 'aa': 0, 'tc': 1, 'rd': 0, 'ra': 0, 'rcode': 0}
assert decode_dns_flags(0xFFFF) == {'qr': 1, 'opcode': 15, 'aa': 1, 'tc': 1, 'rd': 1, 'ra': 1, 'rcode': 15}
assert decode_dns_flags(0x10000) is None
assert decode_dns_flags(-1) is None
