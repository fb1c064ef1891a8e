//===- RecomputeGuardOpInterface.h - removable recompute guards -*- C++ -*-===//
#ifndef REMAT_INTERFACES_RECOMPUTEGUARDOPINTERFACE_H
#define REMAT_INTERFACES_RECOMPUTEGUARDOPINTERFACE_H

#include "mlir/IR/OpDefinition.h"

#include "remat/Interfaces/RecomputeGuardOpInterface.h.inc"

#endif // REMAT_INTERFACES_RECOMPUTEGUARDOPINTERFACE_H
