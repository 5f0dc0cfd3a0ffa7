# query: Strip Telnet commands from received bytes (a list of ints) and return the plain data bytes. 255 (IAC) starts a
#   command: IAC IAC is a literal 255, IAC followed by 251-254 (WILL/WONT/DO/DONT) also takes one option byte, IAC SB
#   (250) skips everything up to and including IAC SE (255, 240), and IAC with any other byte is a two-byte command.
#   An incomplete command at the end is dropped.
# entry_point: telnet_strip_iac
# example: telnet_strip_iac([72, 105]) == [72, 105]
# example: telnet_strip_iac([255, 251, 1, 65]) == [65]

def telnet_strip_iac(data):
    output = []
    state = "data"
    for byte in data:
        if state == "data":
            if byte == 255:
                state = "iac"
            else:
                output.append(byte)
        elif state == "iac":
            if byte == 255:
                output.append(255)
                state = "data"
            elif 251 <= byte <= 254:
                state = "option"
            elif byte == 250:
                state = "sub"
            else:
                state = "data"
        elif state == "option":
            state = "data"
        elif state == "sub":
            if byte == 255:
                state = "sub_iac"
        else:
            state = "data" if byte == 240 else "sub"
    return output


# tests
assert telnet_strip_iac([]) == []
assert telnet_strip_iac([1, 255, 255, 2]) == [1, 255, 2]
assert telnet_strip_iac([255, 254, 3, 4, 255, 253, 5]) == [4]
assert telnet_strip_iac([255, 249, 7, 255, 250, 24, 1, 255, 240, 8]) == [7, 8]
assert telnet_strip_iac([255, 250, 1, 255, 255, 2, 255, 240, 9]) == [9]
assert telnet_strip_iac([255, 250, 240, 6, 255, 240, 10]) == [10]
assert telnet_strip_iac([65, 255]) == [65]
assert telnet_strip_iac([255, 251, 3, 2]) == [2]
assert telnet_strip_iac([255, 240, 11, 255, 241, 12]) == [11, 12]
assert telnet_strip_iac([255, 252, 255, 13]) == [13]
