# query: Serialize a dict of environment variables as .env lines "NAME=value" sorted by name. A value that
#   is empty or contains a space, "#", a quote, a backslash, "=" or a newline is wrapped in double quotes
#   with backslashes and double quotes escaped and newlines written as \n; other values are written bare.
# entry_point: to_dotenv_lines
# example: to_dotenv_lines({"PORT": 8080, "HOST": "localhost"}) == ["HOST=localhost", "PORT=8080"]
# example: to_dotenv_lines({"GREETING": "hello world"}) == ['GREETING="hello world"']

def to_dotenv_lines(variables):
    lines = []
    for name in sorted(variables):
        value = str(variables[name])
        if value == "" or any(character in value for character in " #\"'\\=\n"):
            escaped = value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
            value = '"' + escaped + '"'
        lines.append(f"{name}={value}")
    return lines


# tests
assert to_dotenv_lines({}) == []
assert to_dotenv_lines({"A": "x"}) == ["A=x"]
assert to_dotenv_lines({"B": "1", "A": "2"}) == ["A=2", "B=1"]
assert to_dotenv_lines({"E": ""}) == ['E=""']
assert to_dotenv_lines({"K": "a#b", "L": "k=v"}) == ['K="a#b"', 'L="k=v"']
assert to_dotenv_lines({"Q": 'say "x"'}) == ['Q="say \\"x\\""']
assert to_dotenv_lines({"P": "C:\\tmp"}) == ['P="C:\\\\tmp"']
assert to_dotenv_lines({"M": "one\ntwo"}) == ['M="one\\ntwo"']
assert to_dotenv_lines({"S": "it's", "T": True}) == ['S="it\'s"', "T=True"]
