# -*- Python -*-
# Runs the gtest unit tests as part of check-remat.

import os

import lit.formats

config.name = "REMAT-Unit"
config.suffixes = []
config.test_exec_root = config.unit_test_dir
config.test_source_root = config.unit_test_dir
config.test_format = lit.formats.GoogleTest(".", "Tests")
