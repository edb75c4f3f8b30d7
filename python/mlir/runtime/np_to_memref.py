# mlir.runtime.np_to_memref: numpy arrays <-> the memref descriptors of
# MLIR's C calling convention (the structs a function lowered with
# `llvm.emit_c_interface` takes by pointer), built with ctypes.
#
# A ranked descriptor of rank N is
#   struct { T *allocated; T *aligned; int64_t offset;
#            int64_t sizes[N]; int64_t strides[N]; }
# (no size/stride arrays for rank 0); an unranked one is
#   struct { int64_t rank; void *descriptor; }.
import ctypes

import numpy as np



def as_ctype(dtp):
    """The ctypes type of a numpy dtype (complex types are not supported)."""
    return np.ctypeslib.as_ctypes_type(np.dtype(dtp))


def make_nd_memref_descriptor(rank, dtype):
    """A ctypes Structure class for ranked memref descriptors of `rank`
    dimensions and elements of ctypes type `dtype`."""
    if rank == 0:
        return make_zero_d_memref_descriptor(dtype)

    class MemRefDescriptor(ctypes.Structure):
        _fields_ = [
            ("allocated", ctypes.POINTER(dtype)),
            ("aligned", ctypes.POINTER(dtype)),
            ("offset", ctypes.c_longlong),
            ("shape", ctypes.c_longlong * rank),
            ("strides", ctypes.c_longlong * rank),
        ]

    return MemRefDescriptor


def make_zero_d_memref_descriptor(dtype):
    """A ctypes Structure class for rank-0 memref descriptors."""

    class MemRefDescriptor(ctypes.Structure):
        _fields_ = [
            ("allocated", ctypes.POINTER(dtype)),
            ("aligned", ctypes.POINTER(dtype)),
            ("offset", ctypes.c_longlong),
        ]

    return MemRefDescriptor


class UnrankedMemRefDescriptor(ctypes.Structure):
    """The descriptor of an unranked memref: its rank and a pointer to the
    ranked descriptor."""
    _fields_ = [("rank", ctypes.c_longlong), ("descriptor", ctypes.c_void_p)]


def get_ranked_memref_descriptor(nparray):
    """A ranked memref descriptor pointing at the data of a numpy array (the
    array must outlive the descriptor). Strides are in elements."""
    ctp = as_ctype(nparray.dtype)
    if nparray.ndim == 0:
        x = make_zero_d_memref_descriptor(ctp)()
        x.allocated = nparray.ctypes.data_as(ctypes.POINTER(ctp))
        x.aligned = nparray.ctypes.data_as(ctypes.POINTER(ctp))
        x.offset = ctypes.c_longlong(0)
        return x
    x = make_nd_memref_descriptor(nparray.ndim, ctp)()
    x.allocated = nparray.ctypes.data_as(ctypes.POINTER(ctp))
    x.aligned = nparray.ctypes.data_as(ctypes.POINTER(ctp))
    x.offset = ctypes.c_longlong(0)
    x.shape = nparray.ctypes.shape
    # numpy's strides are in bytes, memref strides in elements.
    strides = ctypes.c_longlong * nparray.ndim
    x.strides = strides(*[s // nparray.itemsize for s in nparray.strides])
    return x


def get_unranked_memref_descriptor(nparray):
    """An unranked memref descriptor for a numpy array."""
    d = UnrankedMemRefDescriptor()
    d.rank = nparray.ndim
    x = get_ranked_memref_descriptor(nparray)
    d.descriptor = ctypes.cast(ctypes.pointer(x), ctypes.c_void_p)
    # Keep the ranked descriptor alive with the unranked one.
    d._ranked = x
    return d


def move_aligned_ptr_by_offset(aligned_ptr, offset):
    """The aligned pointer moved forward by `offset` elements."""
    elt = aligned_ptr._type_
    addr = ctypes.addressof(aligned_ptr.contents) + offset * ctypes.sizeof(elt)
    return ctypes.cast(ctypes.c_void_p(addr), type(aligned_ptr))


def ranked_memref_to_numpy(ranked_memref):
    """A numpy array viewing the data of a ranked memref descriptor (a
    pointer to one, as returned by JIT code, or the descriptor itself)."""
    desc = ranked_memref[0] if hasattr(ranked_memref, "contents") else ranked_memref
    if not hasattr(desc, "shape"):
        # rank 0
        ptr = move_aligned_ptr_by_offset(desc.aligned, desc.offset)
        return np.ctypeslib.as_array(ptr, shape=(1,)).reshape(())
    shape = list(desc.shape)
    strides = list(desc.strides)
    ptr = move_aligned_ptr_by_offset(desc.aligned, desc.offset)
    n = 1
    for s, st in zip(shape, strides):
        if s == 0:
            n = 0
            break
        n = max(n, (s - 1) * st + 1)
    flat = np.ctypeslib.as_array(ptr, shape=(max(n, 1),))
    itemsize = flat.itemsize
    return np.lib.stride_tricks.as_strided(
        flat, shape=shape, strides=[st * itemsize for st in strides])


def unranked_memref_to_numpy(unranked_memref, np_dtype):
    """A numpy array viewing the data of an unranked memref descriptor (or
    a pointer to one) with elements of numpy type `np_dtype`."""
    desc = unranked_memref[0] if hasattr(unranked_memref, "contents") else unranked_memref
    ctp = as_ctype(np_dtype)
    cls = make_nd_memref_descriptor(desc.rank, ctp)
    ranked = ctypes.cast(desc.descriptor, ctypes.POINTER(cls))
    return ranked_memref_to_numpy(ranked)


def to_numpy(array):
    """Converts ctypes arrays (of structs) to numpy arrays."""
    return np.ctypeslib.as_array(array)
