# mlir.dialects.std: the op classes of the std dialect (generated from cmlir's
# op tables into _std_ops_gen.py by cmlir-pyods-gen; docs/python-dialects.md).

from ._std_ops_gen import *  # noqa: F401,F403
