# query: Decode a quadrature rotary encoder from (A, B) bit samples. The forward cycle is (0,0) -> (0,1) -> (1,1) ->
#   (1,0) -> (0,0); a step forward adds 1 to the position, a step backward subtracts 1, a repeated sample changes
#   nothing and a jump where both bits change is counted as an error. Return (position, errors).
# entry_point: rotary_encoder_position
# example: rotary_encoder_position([(0, 0), (0, 1)]) == (1, 0)
# example: rotary_encoder_position([(0, 0), (1, 0)]) == (-1, 0)

def rotary_encoder_position(samples):
    order = [(0, 0), (0, 1), (1, 1), (1, 0)]
    position = 0
    errors = 0
    previous = None
    for sample in samples:
        if previous is not None and sample != previous:
            step = (order.index(sample) - order.index(previous)) % 4
            if step == 1:
                position += 1
            elif step == 3:
                position -= 1
            else:
                errors += 1
        previous = sample
    return (position, errors)


# tests
assert rotary_encoder_position([]) == (0, 0)
assert rotary_encoder_position([(1, 1)]) == (0, 0)
assert rotary_encoder_position([(0, 0), (0, 1), (1, 1), (1, 0), (0, 0)]) == (4, 0)
assert rotary_encoder_position([(0, 0), (1, 0), (1, 1), (0, 1), (0, 0), (1, 0)]) == (-5, 0)
assert rotary_encoder_position([(0, 1), (0, 1), (1, 1), (1, 1)]) == (1, 0)
assert rotary_encoder_position([(0, 0), (1, 1), (0, 0)]) == (0, 2)
assert rotary_encoder_position([(0, 1), (1, 0), (0, 0)]) == (1, 1)
assert rotary_encoder_position([(1, 0), (0, 0), (1, 0), (1, 1)]) == (-1, 0)
assert rotary_encoder_position([(1, 1), (1, 0), (1, 1), (0, 1), (0, 0)]) == (-2, 0)
