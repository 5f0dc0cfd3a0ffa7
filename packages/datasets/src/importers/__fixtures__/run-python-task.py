"""Runs one imported task the way the oracle does, for the importer tests.

Reads {"code": ..., "setup": ... or null, "tests": [...]} as JSON on stdin; runs the code, then the
setup, then each test in order in one shared namespace; prints a JSON list with one outcome per
test: "pass", "FAIL" (AssertionError) or "ERROR: <type>" (anything else, including a setup that
fails, which fails every test).
"""
import json
import sys

job = json.load(sys.stdin)
namespace = {"__name__": "__main__"}
outcomes = []
try:
    exec(compile(job["code"], "<solution>", "exec"), namespace)
    if job.get("setup"):
        exec(compile(job["setup"], "<setup>", "exec"), namespace)
except BaseException as error:  # noqa: BLE001 - any failure to load fails every test
    print(json.dumps(["ERROR: " + type(error).__name__] * len(job["tests"])))
    sys.exit(0)
for index, test in enumerate(job["tests"]):
    try:
        exec(compile(test, "<test %d>" % index, "exec"), namespace)
        outcomes.append("pass")
    except AssertionError:
        outcomes.append("FAIL")
    except BaseException as error:  # noqa: BLE001
        outcomes.append("ERROR: " + type(error).__name__)
print(json.dumps(outcomes))
