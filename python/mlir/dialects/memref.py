# mlir.dialects.memref: the op classes of the memref dialect (generated from cmlir's
# op tables into _memref_ops_gen.py by cmlir-pyods-gen; docs/python-dialects.md).

from ._memref_ops_gen import *  # noqa: F401,F403
