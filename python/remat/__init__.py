"""Remat from Python: running Remat's tools (remat.tools), the reference
interpreter of the remat dialect (remat.reference, NumPy), and the drivers
behind the remat-compare and remat-pareto commands. The PyTorch front end
is the sibling package remat_torch."""
