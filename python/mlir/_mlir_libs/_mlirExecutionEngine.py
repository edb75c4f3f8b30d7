# MLIR 13 ships the execution engine as its own native module
# `_mlirExecutionEngine`; in cmlir it is a submodule of `_mlir`.
from ._mlir.execution_engine import *  # noqa: F401,F403
from ._mlir.execution_engine import _HAVE_JIT  # noqa: F401
