# mlir: cmlir's Python bindings (MLIR 13 compatible API).
#
# The submodules: mlir.ir (the core IR), mlir.passmanager,
# mlir.execution_engine, mlir.runtime (numpy <-> memref descriptors) and
# mlir.dialects.<name>.  The native part is mlir._mlir_libs._mlir.
