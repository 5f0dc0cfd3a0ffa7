# query: Convert a camelCase or PascalCase identifier to snake_case. A run of capitals is treated as one
#   acronym word (the last capital of the run starts a new word when followed by a lowercase letter),
#   digits stay attached to the preceding word, and the empty string stays empty.
# entry_point: camel_to_snake
# example: camel_to_snake("firstName") == "first_name"
# example: camel_to_snake("XMLParser") == "xml_parser"

def camel_to_snake(name):
    result = []
    for index, character in enumerate(name):
        if character.isupper():
            following = name[index + 1] if index + 1 < len(name) else ""
            if index > 0 and (not name[index - 1].isupper() or following.islower()):
                result.append("_")
            result.append(character.lower())
        else:
            result.append(character)
    return "".join(result)


# tests
assert camel_to_snake("parseHTTPResponse") == "parse_http_response"
assert camel_to_snake("userID") == "user_id"
assert camel_to_snake("HTTPServer") == "http_server"
assert camel_to_snake("Simple") == "simple"
assert camel_to_snake("") == ""
assert camel_to_snake("xPos") == "x_pos"
assert camel_to_snake("version2Beta") == "version2_beta"
assert camel_to_snake("A") == "a"
assert camel_to_snake("getXMLHttpRequest") == "get_xml_http_request"
assert camel_to_snake("TCPIp") == "tcp_ip"
