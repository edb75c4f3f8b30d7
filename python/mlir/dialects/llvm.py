# mlir.dialects.llvm: the op classes of the llvm dialect (generated from cmlir's
# op tables into _llvm_ops_gen.py by cmlir-pyods-gen; docs/python-dialects.md).

from ._llvm_ops_gen import *  # noqa: F401,F403
