# Importing mlir.transforms registers the "Transforms" passes (cse,
# canonicalize, inline, ...) for textual pipelines, as in MLIR 13.
from .._mlir_libs._mlir import passmanager as _pm

_pm._register_transforms_passes()
