# MLIR 13 registers its passes for textual pipelines when this module is
# imported; cmlir's bindings register every pass when mlir is loaded, so
# importing it is all that is needed.
from .._mlir_libs import _mlir  # noqa: F401
