//===- GradientOpInterface.h - ops that compute gradients -------*- C++ -*-===//
#ifndef REMAT_INTERFACES_GRADIENTOPINTERFACE_H
#define REMAT_INTERFACES_GRADIENTOPINTERFACE_H

#include "mlir/IR/OpDefinition.h"

#include "remat/Interfaces/GradientOpInterface.h.inc"

#endif // REMAT_INTERFACES_GRADIENTOPINTERFACE_H
