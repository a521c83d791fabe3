"""File permissions that bind the tests even when they run as root (as in CI), whose capabilities
otherwise read and write through any permission: shared by the app's and the store's tests of
storage faults."""

from __future__ import annotations

import contextlib
import ctypes
import os
from collections.abc import Iterator

_CAP_DAC_OVERRIDE, _CAP_DAC_READ_SEARCH, _CAP_FOWNER = 1, 2, 3


@contextlib.contextmanager
def permissions_that_bind_root() -> Iterator[None]:
    """Make file permissions apply to this thread and the threads it starts, even as root (whose
    capabilities otherwise write through a read-only folder): drop CAP_DAC_OVERRIDE,
    CAP_DAC_READ_SEARCH and CAP_FOWNER from the effective set, and restore them afterwards."""
    if os.geteuid() != 0:
        yield
        return
    libc = ctypes.CDLL(None, use_errno=True)

    class Header(ctypes.Structure):
        _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]

    class Data(ctypes.Structure):
        _fields_ = [("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32),
                    ("inheritable", ctypes.c_uint32)]

    header, data = Header(0x20080522, 0), (Data * 2)()
    assert libc.capget(ctypes.byref(header), data) == 0
    saved = data[0].effective
    data[0].effective &= ~((1 << _CAP_DAC_OVERRIDE) | (1 << _CAP_DAC_READ_SEARCH) | (1 << _CAP_FOWNER))
    assert libc.capset(ctypes.byref(header), data) == 0
    real_access = os.access
    # access(2) asks with the real ids, for which root keeps its capabilities: ask as a process
    # without them would (with the effective ids, where the platform can).
    os.access = lambda path, mode, **options: real_access(  # type: ignore[assignment]
        path, mode, **{**options, "effective_ids": os.access in os.supports_effective_ids or
                       real_access in os.supports_effective_ids})
    try:
        yield
    finally:
        os.access = real_access  # type: ignore[assignment]
        data[0].effective = saved
        header.version = 0x20080522
        assert libc.capset(ctypes.byref(header), data) == 0
