# Hand-written parts of the std op classes (mixed into _std_ops_gen.py).

from ..ir import *
from ._ods_common import get_default_loc_context as _get_default_loc_context


class ConstantOp:
  """std.constant: `ConstantOp(result_type, value)`, value a Python int or
  float (made an attribute of the result type) or an Attribute."""

  def __init__(self, result, value, *, loc=None, ip=None):
    if isinstance(value, bool):
      value = IntegerAttr.get(result, int(value))
    elif isinstance(value, int):
      value = IntegerAttr.get(result, value)
    elif isinstance(value, float):
      value = FloatAttr.get(result, value)
    elif not isinstance(value, Attribute):
      raise TypeError(
          f"ConstantOp value must be an int, a float or an Attribute, "
          f"not {type(value).__name__}")
    super().__init__(result, value, loc=loc, ip=ip)

  @classmethod
  def create_index(cls, value, *, loc=None, ip=None):
    """An index constant."""
    return cls(IndexType.get(context=_get_default_loc_context(loc)), value,
               loc=loc, ip=ip)

  @property
  def type(self):
    return self.results[0].type

  @property
  def literal_value(self):
    """The value as a Python int or float."""
    if IntegerAttr.isinstance(self.value):
      return IntegerAttr(self.value).value
    if FloatAttr.isinstance(self.value):
      return FloatAttr(self.value).value
    raise ValueError("only integer and float constants have a literal value")
