# Prints a module with N nested regions: `region` (generic ops at the top
# level) or `func` (inside one function body, which parallel parsing hands
# to a worker thread).  usage: gen_nested.py N [region|func [verify]]
import sys

n = int(sys.argv[1])
kind = sys.argv[2] if len(sys.argv) > 2 else 'region'
# With `verify` (after the kind), the line where nesting passes 4096 is
# announced as the place of the depth error (for -verify-diagnostics): the
# innermost op, or with `func` (whose body is one more level) the op
# around it.
verify = len(sys.argv) > 3 and sys.argv[3] == 'verify'
lines = ['"t.op"() ({\n'] * n + ['"t.term"() : () -> ()\n']
if verify:
    at = len(lines) - (2 if kind == 'func' else 1)
    lines.insert(at, '// expected-error@+1 {{exceeded maximum nesting depth '
                     'of 4096}}\n')
body = ''.join(lines) + '}) : () -> ()\n' * n
if kind == 'func':
    body = 'func @f() {\n' + body + 'return\n}\n'
sys.stdout.write(body)
