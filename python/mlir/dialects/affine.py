# mlir.dialects.affine: the op classes of the affine dialect (generated from cmlir's
# op tables into _affine_ops_gen.py by cmlir-pyods-gen; docs/python-dialects.md).

from ._affine_ops_gen import *  # noqa: F401,F403
