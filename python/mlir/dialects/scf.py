# mlir.dialects.scf: the op classes of the scf dialect (generated from cmlir's
# op tables into _scf_ops_gen.py by cmlir-pyods-gen; docs/python-dialects.md).

from ._scf_ops_gen import *  # noqa: F401,F403
