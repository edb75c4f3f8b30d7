# mlir.dialects.tensor: the op classes of the tensor dialect (generated from cmlir's
# op tables into _tensor_ops_gen.py by cmlir-pyods-gen; docs/python-dialects.md).

from ._tensor_ops_gen import *  # noqa: F401,F403
