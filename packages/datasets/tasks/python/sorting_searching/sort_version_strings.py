# query: Sort dotted version strings such as "1.10.2" by comparing their numeric components left to right,
#   treating missing trailing components as zero. Versions that compare equal (like "1.0" and "1") keep
#   their original relative order.
# entry_point: sort_version_strings
# example: sort_version_strings(["1.2.10", "1.2.9"]) == ["1.2.9", "1.2.10"]
# example: sort_version_strings(["2", "1.5", "1.10"]) == ["1.5", "1.10", "2"]

def sort_version_strings(versions):
    def key(version):
        parts = [int(part) for part in version.split(".")]
        while len(parts) > 1 and parts[-1] == 0:
            parts.pop()
        return parts

    return sorted(versions, key=key)


# tests
assert sort_version_strings(["1.10", "1.2", "1.9"]) == ["1.2", "1.9", "1.10"]
assert sort_version_strings(["2.0", "1.0.1", "1"]) == ["1", "1.0.1", "2.0"]
assert sort_version_strings(["1.0", "1"]) == ["1.0", "1"]
assert sort_version_strings(["1", "1.0"]) == ["1", "1.0"]
assert sort_version_strings([]) == []
assert sort_version_strings(["0.1", "0.0.9", "0.1.0.1"]) == ["0.0.9", "0.1", "0.1.0.1"]
assert sort_version_strings(["3.2.1", "3.10", "3.2"]) == ["3.2", "3.2.1", "3.10"]
assert sort_version_strings(["10", "9.99.99"]) == ["9.99.99", "10"]
assert sort_version_strings(["2.1", "2.0.5", "2"]) == ["2", "2.0.5", "2.1"]
