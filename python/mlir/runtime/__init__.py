from .np_to_memref import *  # noqa: F401,F403
