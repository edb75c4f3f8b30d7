# mlir.dialects.math: the op classes of the math dialect (generated from cmlir's
# op tables into _math_ops_gen.py by cmlir-pyods-gen; docs/python-dialects.md).

from ._math_ops_gen import *  # noqa: F401,F403
