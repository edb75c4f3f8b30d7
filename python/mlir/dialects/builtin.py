# mlir.dialects.builtin: the op classes of the builtin dialect (generated from cmlir's
# op tables into _builtin_ops_gen.py by cmlir-pyods-gen; docs/python-dialects.md).

from ._builtin_ops_gen import *  # noqa: F401,F403
