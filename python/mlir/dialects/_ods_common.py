# Helpers shared by the generated op classes of mlir.dialects (the
# _<dialect>_ops_gen.py modules written by cmlir-pyods-gen) and by the
# hand-written extensions.  Same names as MLIR 13's module of this name.

from .._mlir_libs import _mlir as _cext

__all__ = [
    "equally_sized_accessor",
    "extend_opview_class",
    "get_default_loc_context",
    "get_op_result_or_value",
    "get_op_results_or_values",
    "segmented_accessor",
]


def extend_opview_class(ext_module):
  """Class decorator: mixes the class of the same name from `ext_module`
  (an _<dialect>_ops_ext module, or None) into a generated op class.

  The extension class comes first in the method resolution order, so its
  __init__ and properties replace the generated ones.  An extension module
  may instead provide `select_opview_mixin(cls)` returning the mixin (or
  None)."""

  def decorate(generated):
    if ext_module is None:
      return generated
    mixin = getattr(ext_module, generated.__name__, None)
    if mixin is None:
      select = getattr(ext_module, "select_opview_mixin", None)
      if select is not None:
        mixin = select(generated)
    if mixin is None or mixin is NotImplemented:
      return generated
    try:
      combined = type(generated.__name__, (mixin, generated),
                      {"__module__": generated.__module__,
                       "__qualname__": generated.__qualname__,
                       "__doc__": generated.__doc__})
    except TypeError as e:
      raise TypeError(
          f"Could not mixin {mixin} into {generated}") from e
    return combined

  return decorate


def segmented_accessor(elements, raw_segments, idx):
  """The slice of `elements` (operands or results) of segment `idx`, given
  the op's operand_segment_sizes / result_segment_sizes attribute."""
  sizes = [int(x) for x in _cext.ir.DenseIntElementsAttr(raw_segments)]
  if idx < 0 or idx >= len(sizes):
    raise IndexError(f"segment {idx} out of range (the op has {len(sizes)})")
  start = sum(sizes[:idx])
  return elements[start:start + sizes[idx]]


def equally_sized_accessor(elements, n_variadic, n_preceding_simple,
                           n_preceding_variadic, n_simple=None):
  """For ops whose variable-length groups all have the same size
  (SameVariadicOperandSize / SameVariadicResultSize): (start, group_size)
  of the group that follows `n_preceding_simple` single values and
  `n_preceding_variadic` groups.  `n_simple` is the op's number of single
  values (13's helper assumes n_variadic - 1 of them)."""
  if n_simple is None:
    n_simple = n_variadic - 1
  total_variadic = len(elements) - n_simple
  if n_variadic <= 0 or total_variadic < 0 or total_variadic % n_variadic:
    raise ValueError(
        f"{len(elements)} values do not split into {n_variadic} groups of "
        f"equal size besides {n_simple} single ones")
  group = total_variadic // n_variadic
  return n_preceding_simple + n_preceding_variadic * group, group


def get_default_loc_context(location=None):
  """The context of `location`, or of the current location (`with
  Location...:`) when it is None."""
  if location is None:
    return _cext.ir.Location.current.context
  return location.context


def get_op_result_or_value(arg):
  """The Value of an operand argument: a Value, an OpResult, or an op
  (Operation / OpView) with exactly one result."""
  ir = _cext.ir
  if isinstance(arg, ir.Value):
    return arg
  if isinstance(arg, ir.OpView):
    arg = arg.operation
  if isinstance(arg, ir.Operation):
    results = arg.results
    if len(results) != 1:
      raise ValueError(
          f"Operation \"{arg.name}\" has {len(results)} results; "
          "an operand needs exactly one")
    return results[0]
  raise TypeError(
      f"expected a Value, an OpResult or a single-result op, not "
      f"{type(arg).__name__}")


def get_op_results_or_values(arg):
  """The Values of a variadic operand argument: an op (all its results) or
  a sequence of Values / single-result ops."""
  ir = _cext.ir
  if isinstance(arg, ir.OpView):
    arg = arg.operation
  if isinstance(arg, ir.Operation):
    return list(arg.results)
  if isinstance(arg, ir.Value):
    raise TypeError("expected a sequence of Values, not a single Value")
  try:
    items = list(arg)
  except TypeError:
    raise TypeError(
        f"expected a sequence of Values, not {type(arg).__name__}") from None
  return [get_op_result_or_value(x) for x in items]
