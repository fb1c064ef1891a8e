"""Imports PyTorch nn.Modules into the remat dialect (remat-import-torch)."""
from .importer import (ImportResult, UnsupportedOpsError, import_module,
                       save_npz)

__all__ = ["ImportResult", "UnsupportedOpsError", "import_module", "save_npz"]
