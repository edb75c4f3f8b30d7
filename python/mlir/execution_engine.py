# mlir.execution_engine: the JIT.  The native ExecutionEngine compiles a
# module of the LLVM dialect; this class adds the ctypes-based calls, as
# MLIR 13's module does.
import ctypes

from ._mlir_libs import _mlirExecutionEngine as _execution_engine

class ExecutionEngine(_execution_engine.ExecutionEngine):
    def lookup(self, name):
        """Looks up the packed interface of a function (one emitted with
        the `llvm.emit_c_interface` attribute) and returns it as a ctypes
        function taking the array of argument pointers."""
        func = self.raw_lookup(name)
        if not func:
            raise RuntimeError("Unknown function " + name)
        prototype = ctypes.CFUNCTYPE(None, ctypes.c_void_p)
        return prototype(func)

    def invoke(self, name, *ctypes_args):
        """Invokes a function with ctypes pointers to its arguments (and,
        last, a pointer to where its result goes)."""
        func = self.lookup(name)
        packed_args = (ctypes.c_void_p * len(ctypes_args))()
        for arg_num in range(len(ctypes_args)):
            packed_args[arg_num] = ctypes.cast(ctypes_args[arg_num],
                                               ctypes.c_void_p)
        func(packed_args)

    def register_runtime(self, name, ctypes_callback):
        """Makes a ctypes callback callable from JIT code as the C interface
        function `name` (before the first lookup)."""
        callback = ctypes.cast(ctypes_callback, ctypes.c_void_p).value
        self.raw_register_runtime("_mlir_ciface_" + name, callback)
