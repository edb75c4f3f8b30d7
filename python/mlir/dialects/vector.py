# mlir.dialects.vector: the op classes of the vector dialect (generated from cmlir's
# op tables into _vector_ops_gen.py by cmlir-pyods-gen; docs/python-dialects.md).

from ._vector_ops_gen import *  # noqa: F401,F403
