# The native libraries of the mlir package: _mlir (submodules ir,
# passmanager, execution_engine), as in MLIR 13's layout.
import os as _os


def get_lib_dirs():
    """The directories holding the package's native libraries."""
    return [_os.path.dirname(__file__)]


def get_include_dirs():
    """The directories of cmlir's C headers (when installed next to it)."""
    prefix = _os.path.abspath(_os.path.join(_os.path.dirname(__file__),
                                            *([_os.pardir] * 5)))
    inc = _os.path.join(prefix, "include")
    return [inc] if _os.path.isdir(_os.path.join(inc, "mlir-c")) else []
