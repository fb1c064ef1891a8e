//===- RematDialectInterfaces.h - interfaces the dialect registers -*- C++
//-*-===//
//
// Private to the dialect: each dialect interface the remat dialect offers is
// defined in its own file and registered by RematDialect::initialize.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_LIB_DIALECT_REMAT_IR_REMATDIALECTINTERFACES_H
#define REMAT_LIB_DIALECT_REMAT_IR_REMATDIALECTINTERFACES_H

namespace remat {
class RematDialect;
namespace detail {
/// remat.barrier and remat.check_recompute as the library's recompute
/// guards (RecomputeGuardDialectInterface).
void addRematRecomputeGuards(RematDialect &dialect);
} // namespace detail
} // namespace remat

#endif // REMAT_LIB_DIALECT_REMAT_IR_REMATDIALECTINTERFACES_H
