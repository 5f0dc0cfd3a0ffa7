# query: Parse SubRip (.srt) subtitle text into (start_ms, end_ms, text) cues. Cues are separated by blank lines; each has
#   an index line, a timing line "HH:MM:SS,mmm --> HH:MM:SS,mmm" and one or more text lines joined with "\n". Cues whose
#   timing line is malformed or that have no text are skipped.
# entry_point: parse_srt_blocks
# example: parse_srt_blocks("1\n00:00:01,000 --> 00:00:02,500\nHi\n") == [(1000, 2500, "Hi")]
# example: parse_srt_blocks("") == []

def parse_srt_blocks(text):
    import re
    timing = re.compile(r"^(\d\d):(\d\d):(\d\d),(\d\d\d) --> (\d\d):(\d\d):(\d\d),(\d\d\d)$")
    cues = []
    block = []
    for line in text.split("\n") + [""]:
        if line.strip():
            block.append(line.strip())
            continue
        if len(block) >= 3:
            match = timing.match(block[1])
            if match:
                parts = [int(value) for value in match.groups()]
                start = ((parts[0] * 60 + parts[1]) * 60 + parts[2]) * 1000 + parts[3]
                end = ((parts[4] * 60 + parts[5]) * 60 + parts[6]) * 1000 + parts[7]
                cues.append((start, end, "\n".join(block[2:])))
        block = []
    return cues


# tests
assert parse_srt_blocks("\n\n") == []
assert parse_srt_blocks("1\n00:00:00,500 --> 00:00:01,000\nA\n\n2\n00:01:02,003 --> 01:00:00,000\nB\nC\n") == [(500, 1000, 'A'), (62003, 3600000, 'B\nC')]
assert parse_srt_blocks("1\n00:00:01,000 -> 00:00:02,000\nbad arrow\n\n2\n00:00:03,000 --> 00:00:04,000\nok") == [(3000, 4000, 'ok')]
assert parse_srt_blocks("1\n00:00:01,000 --> 00:00:02,000\n\n2\n00:00:05,000 --> 00:00:06,000\nx") == [(5000, 6000, 'x')]
assert parse_srt_blocks("7\n10:20:30,405 --> 10:20:31,250\nline") == [(37230405, 37231250, 'line')]
assert parse_srt_blocks("1\n0:00:01,000 --> 00:00:02,000\nshort hour") == []
assert parse_srt_blocks("\n\n1\n00:00:09,999 --> 00:00:10,000\n  padded  \n\n\n") == [(9999, 10000, 'padded')]
