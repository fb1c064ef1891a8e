//===- DifferentiableOpInterface.cpp - reverse-mode derivative rules ------===//
#include "remat/Interfaces/DifferentiableOpInterface.h"

#include "remat/Interfaces/DifferentiableOpInterface.cpp.inc"
