# Hand-written parts of the scf op classes (mixed into _scf_ops_gen.py),
# with the conveniences of later upstream releases: ForOp(lower, upper,
# step, iter_args) with its body block, induction_variable and
# inner_iter_args; IfOp(cond, results, hasElse) with then_block and
# else_block.

from ..ir import *
from ._ods_common import get_op_result_or_value as _get_op_result_or_value
from ._ods_common import get_op_results_or_values as _get_op_results_or_values


class ForOp:
  """scf.for: `ForOp(lower_bound, upper_bound, step, iter_args=None)`; the
  results have the types of iter_args; the body block has the induction
  variable and one argument per iter_arg (terminate it with scf.YieldOp)."""

  def __init__(self, lower_bound, upper_bound, step, iter_args=None, *,
               loc=None, ip=None):
    if iter_args is None:
      iter_args = []
    iter_args = _get_op_results_or_values(iter_args)
    results = [arg.type for arg in iter_args]
    OpView.__init__(
        self,
        self.build_generic(
            regions=1,
            results=results,
            operands=[
                _get_op_result_or_value(o)
                for o in [lower_bound, upper_bound, step]
            ] + list(iter_args),
            loc=loc,
            ip=ip))
    self.regions[0].blocks.append(IndexType.get(), *results)

  @property
  def body(self):
    """The body block."""
    return self.regions[0].blocks[0]

  @property
  def induction_variable(self):
    """The induction variable (the body's first argument)."""
    return self.body.arguments[0]

  @property
  def inner_iter_args(self):
    """The loop-carried values inside the body."""
    return self.body.arguments[1:]


class IfOp:
  """scf.if: `IfOp(cond, results_=None, *, hasElse=False)`; builds the
  then block (and the else block)."""

  def __init__(self, cond, results_=None, *, hasElse=False, loc=None,
               ip=None):
    if results_ is None:
      results_ = []
    results = list(results_)
    OpView.__init__(
        self,
        self.build_generic(regions=2, results=results,
                           operands=[_get_op_result_or_value(cond)],
                           loc=loc, ip=ip))
    self.regions[0].blocks.append()
    if hasElse:
      self.regions[1].blocks.append()

  @property
  def then_block(self):
    """The then block."""
    return self.regions[0].blocks[0]

  @property
  def else_block(self):
    """The else block (IndexError when the op has none)."""
    if len(self.regions[1].blocks) == 0:
      raise IndexError("The scf.if has no else block")
    return self.regions[1].blocks[0]
