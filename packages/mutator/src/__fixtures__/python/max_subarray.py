def max_subarray(nums: list[int]) -> int:
    """Kadane's algorithm."""
    if not nums:
        return 0
    best = cur = nums[0]
    for x in nums[1:]:
        cur = max(x, cur + x)
        best = max(best, cur)
    return best
