# -*- Python -*-
# lit configuration of the standalone example.  Parameters:
#   standalone_tools_dir  where standalone-opt is (the example's build/bin)
#   cmlir_tools_dir       the installed cmlir's bin (CMLIR_TOOLS_DIR)
#   llvm_tools_dir        where FileCheck and not are (default llvm-14's)
import os

import lit.formats

config.name = 'standalone'
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = ['.mlir']
config.excludes = ['lit.cfg.py']
config.test_source_root = os.path.dirname(os.path.abspath(__file__))

params = lit_config.params
standalone_tools = params.get('standalone_tools_dir')
if not standalone_tools:
    lit_config.fatal('pass --param standalone_tools_dir=<build>/bin')
exec_root = params.get('exec_root')
if exec_root:
    config.test_exec_root = exec_root
else:
    config.test_exec_root = os.path.join(os.path.dirname(standalone_tools),
                                         'test')

path = [standalone_tools]
for key, default in (('cmlir_tools_dir', None),
                     ('llvm_tools_dir', '/usr/lib/llvm-14/bin')):
    d = params.get(key, default)
    if d:
        path.append(d)
path.append(os.environ.get('PATH', ''))
config.environment['PATH'] = os.pathsep.join(path)
for var in ('ASAN_OPTIONS', 'UBSAN_OPTIONS', 'LSAN_OPTIONS', 'HOME', 'TMPDIR'):
    if var in os.environ:
        config.environment[var] = os.environ[var]
