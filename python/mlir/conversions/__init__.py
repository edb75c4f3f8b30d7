# Importing mlir.conversions registers the "Conversion" passes
# (convert-std-to-llvm, convert-scf-to-std, ...) for textual pipelines, as
# in MLIR 13.
from .._mlir_libs._mlir import passmanager as _pm

_pm._register_conversion_passes()
