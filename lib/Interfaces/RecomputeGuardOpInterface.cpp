//===- RecomputeGuardOpInterface.cpp - removable recompute guards ---------===//
#include "remat/Interfaces/RecomputeGuardOpInterface.h"

#include "remat/Interfaces/RecomputeGuardOpInterface.cpp.inc"
