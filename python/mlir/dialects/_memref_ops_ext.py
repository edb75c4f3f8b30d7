# Hand-written parts of the memref op classes (mixed into
# _memref_ops_gen.py).

from ..ir import *
from ._ods_common import get_op_result_or_value as _get_op_result_or_value
from ._ods_common import get_op_results_or_values as _get_op_results_or_values


class LoadOp:
  """memref.load: `LoadOp(memref, indices=None)`; the result type is the
  memref's element type."""

  def __init__(self, memref, indices=None, *, loc=None, ip=None):
    memref_resolved = _get_op_result_or_value(memref)
    indices_resolved = [] if indices is None else _get_op_results_or_values(
        indices)
    if not MemRefType.isinstance(memref_resolved.type):
      raise TypeError(
          f"LoadOp expects a memref operand, got a value of type "
          f"{memref_resolved.type}")
    return_type = MemRefType(memref_resolved.type).element_type
    super().__init__(return_type, memref_resolved, indices_resolved, loc=loc,
                     ip=ip)


class StoreOp:
  """memref.store: `StoreOp(value, memref, indices=None)`."""

  def __init__(self, value, memref, indices=None, *, loc=None, ip=None):
    indices_resolved = [] if indices is None else _get_op_results_or_values(
        indices)
    super().__init__(value, memref, indices_resolved, loc=loc, ip=ip)
