# -*- Python -*-
# lit configuration for cmlir.  Usable straight from the source tree:
#   python3 /usr/lib/llvm-14/build/utils/lit/lit.py -sv test --param build_dir=<build dir>
# build_dir defaults to <repo>/build.  Tools are taken from <build_dir>/bin.

import os
import shutil
import sys

import lit.formats
import lit.util

config.name = 'cmlir'
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = ['.mlir', '.test']
config.excludes = ['Inputs', 'lit.cfg.py', 'CMakeLists.txt', 'README.md',
                   'upstream_roundtrip.py', 'corpus_diff.py']

config.test_source_root = os.path.dirname(os.path.abspath(__file__))
repo_root = os.path.dirname(config.test_source_root)

build_dir = lit_config.params.get('build_dir', os.path.join(repo_root, 'build'))
build_dir = os.path.abspath(build_dir)
tools_dir = os.path.join(build_dir, 'bin')

# Keep lit's output (Output/ dirs with %t files) out of the source tree.
config.test_exec_root = os.path.join(build_dir, 'test')

llvm_bin = lit_config.params.get('llvm_bin', '/usr/lib/llvm-14/bin')

# Tools dir first, then the LLVM 14 bin dir (for FileCheck / not / count).
path = [tools_dir]
if os.path.isdir(llvm_bin):
    path.append(llvm_bin)
path.append(config.environment.get('PATH', os.environ.get('PATH', '')))
config.environment['PATH'] = os.pathsep.join(path)

# Pass through a few environment variables that matter for sanitizer runs
# (and the upstream result cache, see upstream_tool below).
for var in ('ASAN_OPTIONS', 'UBSAN_OPTIONS', 'LSAN_OPTIONS', 'HOME', 'TMPDIR',
            'CMLIR_UPSTREAM_CACHE'):
    if var in os.environ:
        config.environment[var] = os.environ[var]


def find_tool(names):
    for n in names:
        if os.path.isabs(n) and os.access(n, os.X_OK):
            return n
        found = shutil.which(n, path=config.environment['PATH'])
        if found:
            return found
    return None


filecheck = find_tool([os.path.join(llvm_bin, 'FileCheck'), 'FileCheck-14', 'FileCheck'])
not_tool = find_tool([os.path.join(llvm_bin, 'not'), 'not'])
count_tool = find_tool([os.path.join(llvm_bin, 'count'), 'count'])
if filecheck is None:
    lit_config.fatal('FileCheck (llvm-14-tools) not found; install llvm-14-tools')
if not_tool is None:
    lit_config.fatal("llvm 'not' (llvm-14-tools) not found; install llvm-14-tools")

# The upstream oracles are run through scripts/upstream_cache.py when
# CMLIR_UPSTREAM_CACHE names a directory: the test command runs the lit
# suite in two builds, and the second replays the first one's upstream
# results for identical invocations (same tool, arguments and input bytes).
upstream_cache = os.environ.get('CMLIR_UPSTREAM_CACHE')


def upstream_tool(exe):
    # One word per tool (tests pass these to scripts as a single argument):
    # a small shell wrapper per tool under <build>/test/upstream-cache-bin.
    if not upstream_cache:
        return exe
    wrap_dir = os.path.join(build_dir, 'test', 'upstream-cache-bin')
    os.makedirs(wrap_dir, exist_ok=True)
    wrap = os.path.join(wrap_dir, os.path.basename(exe))
    text = '#!/bin/sh\nCMLIR_CACHE_BUILD_DIR=%s exec %s %s %s "$@"\n' % (
        build_dir, sys.executable,
        os.path.join(repo_root, 'scripts', 'upstream_cache.py'), exe)
    try:
        with open(wrap) as f:
            same = f.read() == text
    except OSError:
        same = False
    if not same:
        tmp = wrap + '.%d' % os.getpid()
        with open(tmp, 'w') as f:
            f.write(text)
        os.chmod(tmp, 0o755)
        os.replace(tmp, wrap)
    return wrap


# Substitutions.  Order matters: lit applies them in list order, so the
# longer / %-prefixed ones come first.
upstream = find_tool(['mlir-opt-13'])
if upstream:
    config.available_features.add('upstream')
    config.substitutions.append(('%upstream_opt', upstream_tool(upstream) + ' -allow-unregistered-dialect'))
else:
    # Tests using %upstream_opt should say `REQUIRES: upstream`; make any that
    # do not fail loudly rather than silently pass.
    config.substitutions.append(('%upstream_opt', 'false mlir-opt-13-not-installed'))

config.substitutions.append(('%cmlir_src_root', repo_root))
config.substitutions.append(('%python', sys.executable))
config.substitutions.append(('%cmlir_build', build_dir))

cmlir_opt = os.path.join(tools_dir, 'cmlir-opt')
# Match whole-word tool names only (not inside paths / other words).
config.substitutions.append((r'(?<![-\w./])FileCheck(?![-\w])', filecheck))
# `not` and `count` are ordinary English words, so they are found through
# PATH (llvm-14's bin dir, see above) rather than substituted.
for tool in (not_tool, count_tool):
    if tool and os.path.dirname(tool) not in path:
        path.insert(1, os.path.dirname(tool))
        config.environment['PATH'] = os.pathsep.join(path)
config.substitutions.append((r'(?<![-\w./])cmlir-opt(?![-\w.])', cmlir_opt))

if os.path.exists(cmlir_opt):
    config.available_features.add('cmlir-opt')

# The other tools: substituted by name like cmlir-opt; a feature each when
# built (cmlir-cpu-runner is only built when CMake finds llvm-14-dev).
for tool, feature in (('cmlir-translate', 'cmlir-translate'),
                      ('cmlir-cpu-runner', 'jit')):
    exe = os.path.join(tools_dir, tool)
    config.substitutions.append((r'(?<![-\w./])%s(?![-\w.])' % tool, exe))
    if os.path.exists(exe):
        config.available_features.add(feature)

# Runtime support libraries, for -shared-libs=: %cmlir_c_runner_utils,
# %cmlir_runner_utils (ours), %upstream_c_runner_utils,
# %upstream_runner_utils (upstream 13's, with feature upstream-runner).
lib_dir = os.path.join(build_dir, 'lib')
config.substitutions.append(('%cmlir_lib_dir', lib_dir))
config.substitutions.append(('%cmlir_c_runner_utils',
                             os.path.join(lib_dir, 'libcmlir_c_runner_utils.so')))
config.substitutions.append(('%cmlir_runner_utils',
                             os.path.join(lib_dir, 'libcmlir_runner_utils.so')))
upstream_lib = '/usr/lib/llvm-13/lib'
config.substitutions.append(('%upstream_c_runner_utils',
                             os.path.join(upstream_lib, 'libmlir_c_runner_utils.so')))
config.substitutions.append(('%upstream_runner_utils',
                             os.path.join(upstream_lib, 'libmlir_runner_utils.so')))

# Upstream oracles beyond mlir-opt-13 and the LLVM 13/14 checkers, each with
# a feature; a test using one says REQUIRES: <feature>.
for name, cands, feature in (
        ('%upstream_translate', ['mlir-translate-13'], 'upstream-translate'),
        ('%upstream_runner', ['mlir-cpu-runner-13'], 'upstream-runner'),
        ('%llvm_as13', ['llvm-as-13', '/usr/lib/llvm-13/bin/llvm-as'], 'llvm-as13'),
        ('%llvm_as', ['llvm-as-14', os.path.join(llvm_bin, 'llvm-as')], 'llvm-as'),
        ('%lli', ['lli-14', os.path.join(llvm_bin, 'lli')], 'lli'),
        ('%clang', ['clang-14'], 'clang'),
        ('%spirv_dis', ['spirv-dis'], 'spirv-tools'),
        ('%spirv_val', ['spirv-val'], 'spirv-tools')):
    found = find_tool(cands)
    if found:
        config.available_features.add(feature)
        if name in ('%upstream_translate', '%upstream_runner'):
            found = upstream_tool(found)
        config.substitutions.append((name, found))
    else:
        config.substitutions.append((name, 'false %s-not-installed' % cands[0]))
if os.path.exists(os.path.join(upstream_lib, 'libmlir_c_runner_utils.so')) and \
        'upstream-runner' in config.available_features:
    config.available_features.add('upstream-runtime')

# Sanitizer builds: expose a feature so tests can opt out of slow cases.
if 'asan' in os.path.basename(build_dir):
    config.available_features.add('asan')
