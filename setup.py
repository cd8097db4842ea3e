"""Build hook: generate the gRPC stubs from protos/ before setuptools looks for packages.

Everything else is in pyproject.toml.
"""

import importlib.util
from pathlib import Path

from setuptools import setup

_spec = importlib.util.spec_from_file_location(
    "protogen", Path(__file__).parent / "src" / "memproxy" / "protogen.py"
)
assert _spec is not None and _spec.loader is not None
_protogen = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_protogen)
_protogen.generate()

setup()
