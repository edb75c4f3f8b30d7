# Hand-written parts of the llvm op classes (mixed into _llvm_ops_gen.py).

from ..ir import *


class LLVMFuncOp:
  """llvm.func: `LLVMFuncOp(name, type, *, linkage=None)`, `type` an
  !llvm.func type (a Type, or its text), `linkage` an IntegerAttr of the
  linkage kind or None (external); built without a body
  (add_entry_block adds it)."""

  # cmlir's table of llvm.func does not list sym_name and type.
  def __init__(self, name, type, *, linkage=None, loc=None, ip=None):
    if isinstance(type, str):
      type = Type.parse(type)
    if not isinstance(type, Type):
      raise TypeError(f"LLVMFuncOp type must be a Type, not {type!r}")
    attributes = {
        "sym_name": StringAttr.get(str(name)),
        "type": TypeAttr.get(type),
    }
    if linkage is not None:
      attributes["linkage"] = linkage
    OpView.__init__(self, self.build_generic(results=[], operands=[],
                                             attributes=attributes,
                                             loc=loc, ip=ip))

  @property
  def name(self):
    return StringAttr(self.attributes["sym_name"])

  @property
  def type(self):
    return TypeAttr(self.attributes["type"]).value

  @property
  def body(self):
    return self.regions[0]

  def add_entry_block(self, arg_types):
    """Adds the entry block with arguments of `arg_types` (the C API has
    no accessor of an !llvm.func type's inputs) and returns it."""
    if len(self.regions[0].blocks) != 0:
      raise IndexError("The function already has an entry block!")
    return self.regions[0].blocks.append(*arg_types)
