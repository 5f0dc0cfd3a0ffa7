# query: Parse .env file lines into a dict. Blank lines and lines starting with "#" are skipped, an optional "export "
#   prefix is ignored and the key is trimmed. An unquoted value is trimmed and cut at " #"; a single-quoted value is taken
#   literally; a double-quoted value supports \n, \" and \\ escapes. Lines without "=" or with an unterminated quote are
#   skipped.
# entry_point: parse_dotenv_lines
# example: parse_dotenv_lines(["A=1"]) == {"A": "1"}
# example: parse_dotenv_lines(["export B='x y'"]) == {"B": "x y"}

def parse_dotenv_lines(lines):
    result = {}
    for line in lines:
        stripped = line.strip()
        if not stripped or stripped.startswith("#") or "=" not in stripped:
            continue
        if stripped.startswith("export "):
            stripped = stripped[len("export "):]
        key, raw = stripped.split("=", 1)
        raw = raw.strip()
        if raw.startswith("'"):
            end = raw.find("'", 1)
            if end == -1:
                continue
            value = raw[1:end]
        elif raw.startswith('"'):
            chars = []
            index = 1
            while index < len(raw) and raw[index] != '"':
                if raw[index] == "\\" and index + 1 < len(raw):
                    index += 1
                    chars.append("\n" if raw[index] == "n" else raw[index])
                else:
                    chars.append(raw[index])
                index += 1
            if index >= len(raw):
                continue
            value = "".join(chars)
        else:
            value = raw.split(" #", 1)[0].strip()
        result[key.strip()] = value
    return result


# tests
assert parse_dotenv_lines([]) == {}
assert parse_dotenv_lines(["# comment", "", "PORT = 8080 # web", "HOST=localhost"]) == {'PORT': '8080', 'HOST': 'localhost'}
assert parse_dotenv_lines(["MSG=\"line1\\nline2\""]) == {'MSG': 'line1\nline2'}
assert parse_dotenv_lines(["Q=\"say \\\"hi\\\"\"", "P='a\\nb'"]) == {'Q': 'say "hi"', 'P': 'a\\nb'}
assert parse_dotenv_lines(["BAD='open", "WORSE=\"open", "NOEQ", "X=\"ab\\", "Y=\"a\\\""]) == {}
assert parse_dotenv_lines(["export  K=v", "URL=http://x/#frag"]) == {'K': 'v', 'URL': 'http://x/#frag'}
assert parse_dotenv_lines(["EMPTY=", "E2=''", "E3=\"\""]) == {'EMPTY': '', 'E2': '', 'E3': ''}
assert parse_dotenv_lines(["A=1", "A=2", "EQ=a=b"]) == {'A': '2', 'EQ': 'a=b'}
assert parse_dotenv_lines(["S=\"back\\\\slash\"", "T=\"x\" trailing"]) == {'S': 'back\\slash', 'T': 'x'}
