# Importing mlir.all_passes_registration registers every pass cmlir has for
# textual pipelines (MLIR 13's module of the same name).
from .._mlir_libs._mlir import passmanager as _pm

_pm._register_all_passes()
