# Replaces the Node0x... ids of DOT output by numbers in order of first
# appearance (the ids are addresses, different on every run).
import re
import sys

ids = {}


def num(m):
    return "Node%d" % ids.setdefault(m.group(0), len(ids) + 1)


for line in sys.stdin:
    sys.stdout.write(re.sub(r"Node0x[0-9a-fA-F]+", num, line))
