def two_sum(nums, target):
    seen = {}
    for i, value in enumerate(nums):
        need = target - value
        if need in seen:
            return (seen[need], i)
        seen[value] = i
    return None
