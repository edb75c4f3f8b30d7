# Prints a module with N nested regions: `region` (generic ops at the top
# level) or `func` (inside one function body, which parallel parsing hands
# to a worker thread).
import sys

n = int(sys.argv[1])
kind = sys.argv[2] if len(sys.argv) > 2 else 'region'
body = ('"t.op"() ({\n' * n + '"t.term"() : () -> ()\n' +
        '}) : () -> ()\n' * n)
if kind == 'func':
    body = 'func @f() {\n' + body + 'return\n}\n'
sys.stdout.write(body)
