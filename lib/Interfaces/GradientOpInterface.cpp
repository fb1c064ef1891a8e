//===- GradientOpInterface.cpp - ops that compute gradients ---------------===//
#include "remat/Interfaces/GradientOpInterface.h"

#include "remat/Interfaces/GradientOpInterface.cpp.inc"
