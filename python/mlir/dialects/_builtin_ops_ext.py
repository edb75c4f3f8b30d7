# Hand-written parts of the builtin op classes (mixed into the generated
# classes of _builtin_ops_gen.py by extend_opview_class).

import inspect

from ..ir import *
from ._ods_common import get_op_result_or_value as _get_op_result_or_value

ARGUMENT_ATTRIBUTE_NAME = "arg_attrs"
RESULT_ATTRIBUTE_NAME = "res_attrs"


class ModuleOp:
  """A module; built with its one (empty) body block."""

  def __init__(self, *, loc=None, ip=None):
    OpView.__init__(self, self.build_generic(results=[], operands=[], loc=loc,
                                        ip=ip))
    self.regions[0].blocks.append()

  @property
  def body(self):
    """The module's block."""
    return self.regions[0].blocks[0]


class FuncOp:
  """A function: `FuncOp(name, type, visibility=None, body_builder=None)`,
  `type` a FunctionType or an (inputs, results) pair of type lists."""

  # cmlir's table of builtin.func does not list its body region.
  _ODS_REGIONS = (1, True)

  def __init__(self, name, type, *, visibility=None, body_builder=None,
               loc=None, ip=None):
    if isinstance(type, tuple):
      if len(type) != 2:
        raise ValueError("a function type tuple is (inputs, results)")
      type = FunctionType.get(inputs=type[0], results=type[1])
    if not isinstance(type, Type) or not FunctionType.isinstance(type):
      raise TypeError(
          f"FuncOp type must be a FunctionType or an (inputs, results) "
          f"tuple, not {type!r}")
    attributes = {
        "sym_name": StringAttr.get(str(name)),
        "type": TypeAttr.get(type),
    }
    if visibility is not None:
      attributes["sym_visibility"] = StringAttr.get(str(visibility))
    OpView.__init__(self, self.build_generic(results=[], operands=[],
                                        attributes=attributes, loc=loc,
                                        ip=ip))
    if body_builder:
      entry_block = self.add_entry_block()
      with InsertionPoint(entry_block):
        body_builder(self)

  @property
  def is_external(self):
    return len(self.regions[0].blocks) == 0

  @property
  def body(self):
    return self.regions[0]

  @property
  def type(self):
    return FunctionType(TypeAttr(self.attributes["type"]).value)

  @property
  def visibility(self):
    return self.attributes["sym_visibility"]

  @property
  def name(self):
    return StringAttr(self.attributes["sym_name"])

  @property
  def entry_block(self):
    if self.is_external:
      raise IndexError("External function does not have a body")
    return self.regions[0].blocks[0]

  def add_entry_block(self):
    """Adds the entry block (one argument per input of the function type)
    and returns it."""
    if not self.is_external:
      raise IndexError("The function already has an entry block!")
    self.body.blocks.append(*self.type.inputs)
    return self.body.blocks[0]

  @property
  def arg_attrs(self):
    return ArrayAttr(self.attributes[ARGUMENT_ATTRIBUTE_NAME])

  def setArgAttrs(self, attrs):
    if isinstance(attrs, ArrayAttr):
      self.attributes[ARGUMENT_ATTRIBUTE_NAME] = attrs
    else:
      self.attributes[ARGUMENT_ATTRIBUTE_NAME] = ArrayAttr.get(
          attrs, context=self.context)

  @property
  def arguments(self):
    return self.entry_block.arguments

  @property
  def result_attrs(self):
    return self.attributes[RESULT_ATTRIBUTE_NAME]

  @classmethod
  def from_py_func(FuncOp, *inputs, results=None, name=None):
    """Decorator: builds a function from a Python function that emits its
    body.  The Python function receives the block arguments (and, when it
    accepts a `func_op` argument or **kwargs, the FuncOp); its return
    value (None, a Value, or a sequence of Values or single-result ops;
    a single op returns nothing, as in MLIR 13) is returned with
    std.return and gives the result types, unless `results=` fixes
    them (then it must return None and emit its own return).  The
    decorated name becomes a function that emits a std.call of it."""

    def decorator(f):
      from . import std
      sig = inspect.signature(f)
      has_arg_func_op = False
      for param in sig.parameters.values():
        if param.kind == param.VAR_KEYWORD:
          has_arg_func_op = True
        if param.name == "func_op" and (
            param.kind == param.POSITIONAL_OR_KEYWORD or
            param.kind == param.KEYWORD_ONLY):
          has_arg_func_op = True

      symbol_name = name
      if symbol_name is None:
        symbol_name = f.__name__
      implicit_return = results is None
      function_type = FunctionType.get(
          inputs=inputs, results=[] if implicit_return else results)
      func_op = FuncOp(name=symbol_name, type=function_type)
      with InsertionPoint(func_op.add_entry_block()):
        func_args = func_op.entry_block.arguments
        func_kwargs = {}
        if has_arg_func_op:
          func_kwargs["func_op"] = func_op
        return_values = f(*func_args, **func_kwargs)
        if not implicit_return:
          return_types = list(results)
          assert return_values is None, (
              "Capturing a python function with explicit `results=` "
              "requires that the wrapped function returns None.")
        else:
          if return_values is None:
            return_values = []
          elif isinstance(return_values, tuple):
            return_values = list(return_values)
          elif isinstance(return_values, Value):
            return_values = [return_values]
          elif isinstance(return_values, (OpView, Operation)):
            # As MLIR 13: a returned op (e.g. the last op built) is not
            # returned; return its results (op.results) to return them.
            return_values = []
          else:
            return_values = list(return_values)
          return_values = [_get_op_result_or_value(v) for v in return_values]
          std.ReturnOp(return_values)
          return_types = [v.type for v in return_values]
          function_type = FunctionType.get(inputs=inputs,
                                           results=return_types)
          func_op.attributes["type"] = TypeAttr.get(function_type)

      def emit_call_op(*call_args):
        call_op = std.CallOp(return_types,
                             FlatSymbolRefAttr.get(symbol_name), call_args)
        if return_types is None:
          return None
        elif len(return_types) == 1:
          return call_op.result
        else:
          return call_op.results

      wrapped = emit_call_op
      wrapped.__name__ = f.__name__
      wrapped.func_op = func_op
      return wrapped

    return decorator
