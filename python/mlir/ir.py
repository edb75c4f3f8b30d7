# mlir.ir: the core IR classes (native: mlir._mlir_libs._mlir.ir).
from ._mlir_libs._mlir.ir import *  # noqa: F401,F403
from ._mlir_libs._mlir.ir import _GlobalDebug, _OperationBase  # noqa: F401
