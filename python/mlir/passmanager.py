# mlir.passmanager: PassManager (native: mlir._mlir_libs._mlir.passmanager).
from ._mlir_libs._mlir.passmanager import *  # noqa: F401,F403
