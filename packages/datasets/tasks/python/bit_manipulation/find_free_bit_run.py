# query: In an allocation bitmap where a 1 bit marks a used slot, find the lowest starting index of a
#   run of at least the requested number of consecutive free slots among the first given number of
#   slots. Return -1 if no such run exists and None if the requested count is less than 1.
# entry_point: find_free_bit_run
# example: find_free_bit_run(0b0011, 8, 3) == 2
# example: find_free_bit_run(0b1110, 4, 1) == 0

def find_free_bit_run(bitmap, slots, count):
    if count < 1:
        return None
    run_start = 0
    run_length = 0
    for index in range(slots):
        if (bitmap >> index) & 1 == 1:
            run_length = 0
            run_start = index + 1
        else:
            run_length += 1
            if run_length == count:
                return run_start
    return -1


# tests
assert find_free_bit_run(0b0010, 4, 2) == 2
assert find_free_bit_run(0b0001, 4, 2) == 1
assert find_free_bit_run(0b0101, 4, 2) == -1
assert find_free_bit_run(0b0101, 4, 1) == 1
assert find_free_bit_run(0b1001, 4, 2) == 1
assert find_free_bit_run(0b0111, 5, 2) == 3
assert find_free_bit_run(0b0111, 4, 2) == -1
assert find_free_bit_run(0b11011, 8, 3) == 5
assert find_free_bit_run(0, 3, 3) == 0
assert find_free_bit_run(0, 8, 0) is None
