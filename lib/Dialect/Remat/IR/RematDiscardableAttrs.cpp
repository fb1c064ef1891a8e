//===- RematDiscardableAttrs.cpp - verifying remat.* attributes -----------===//
//
// The discardable attributes of RematDialect.td, checked wherever the
// dialect is loaded: each has one kind (unit, string, integer, type) and one
// place (an op, a function argument, a function result); a `remat.`
// attribute that is none of them is an error, so a misspelt hook
// (`remat.backwards`) is reported instead of silently doing nothing.
//
//===----------------------------------------------------------------------===//
#include "remat/Dialect/Remat/IR/RematDialect.h"
#include "remat/Support/AttrNames.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace remat;

// The library spells the names it owns in AttrNames.h; the dialect declares
// them in ODS. They are one list.
static constexpr bool sameName(llvm::StringLiteral a, llvm::StringLiteral b) {
  if (a.size() != b.size())
    return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (a.data()[i] != b.data()[i])
      return false;
  return true;
}
static_assert(sameName(RematDialect::ParamAttrHelper::getNameStr(),
                       kParamAttrName));
static_assert(sameName(RematDialect::NameAttrHelper::getNameStr(),
                       kRematNameAttr));
static_assert(sameName(RematDialect::BoundAttrHelper::getNameStr(),
                       kBoundAttrName));
static_assert(sameName(RematDialect::RecomputeAttrHelper::getNameStr(),
                       kRecomputeAttrName));
static_assert(sameName(RematDialect::BackwardAttrHelper::getNameStr(),
                       kBackwardAttrName));
static_assert(sameName(RematDialect::BackwardBeginAttrHelper::getNameStr(),
                       kBackwardBeginAttrName));
static_assert(sameName(RematDialect::ExposedAttrHelper::getNameStr(),
                       kExposedAttrName));
static_assert(sameName(RematDialect::SignatureAttrHelper::getNameStr(),
                       kSignatureAttrName));
static_assert(sameName(RematDialect::GemmColumnsAttrHelper::getNameStr(),
                       kGemmColumnsAttrName));
static_assert(sameName(RematDialect::DynamicOpsAttrHelper::getNameStr(),
                       kDynamicOpsAttrName));
static_assert(sameName(RematDialect::NoProgramBuffersAttrHelper::getNameStr(),
                       kNoProgramBuffersAttrName));

namespace {
enum class Place { Op, Argument, Result };
enum class Kind { Unit, String, Integer, Type };

struct AttrRule {
  llvm::StringLiteral name;
  Place place;
  Kind kind;
};

// remat.name is the one attribute of two places (an op, an argument).
constexpr AttrRule kRules[] = {
    {kParamAttrName, Place::Argument, Kind::Unit},
    {kRematNameAttr, Place::Argument, Kind::String},
    {kRematNameAttr, Place::Op, Kind::String},
    {kBoundAttrName, Place::Argument, Kind::Integer},
    {kRecomputeAttrName, Place::Op, Kind::Unit},
    {kBackwardAttrName, Place::Op, Kind::Unit},
    {kBackwardBeginAttrName, Place::Op, Kind::Unit},
    {kExposedAttrName, Place::Result, Kind::String},
    {kSignatureAttrName, Place::Op, Kind::Type},
    {kGemmColumnsAttrName, Place::Op, Kind::Unit},
    {kDynamicOpsAttrName, Place::Op, Kind::Integer},
    {kNoProgramBuffersAttrName, Place::Op, Kind::Unit},
};
} // namespace

static StringRef describe(Place place) {
  switch (place) {
  case Place::Op:
    return "an operation";
  case Place::Argument:
    return "a function argument";
  case Place::Result:
    return "a function result";
  }
  llvm_unreachable("unknown place");
}

static StringRef describe(Kind kind) {
  switch (kind) {
  case Kind::Unit:
    return "a unit attribute";
  case Kind::String:
    return "a string";
  case Kind::Integer:
    return "an integer";
  case Kind::Type:
    return "a type";
  }
  llvm_unreachable("unknown kind");
}

static bool hasKind(Attribute value, Kind kind) {
  switch (kind) {
  case Kind::Unit:
    return isa<UnitAttr>(value);
  case Kind::String:
    return isa<StringAttr>(value);
  case Kind::Integer:
    return isa<IntegerAttr>(value);
  case Kind::Type:
    return isa<TypeAttr>(value);
  }
  llvm_unreachable("unknown kind");
}

static LogicalResult verifyAttr(Operation *op, NamedAttribute attr,
                                Place place) {
  StringRef name = attr.getName().getValue();
  SmallVector<StringRef, 2> places;
  for (const AttrRule &rule : kRules) {
    if (rule.name != name)
      continue;
    if (rule.place != place) {
      places.push_back(describe(rule.place));
      continue;
    }
    if (hasKind(attr.getValue(), rule.kind))
      return success();
    return op->emitOpError()
           << "'" << name << "' must be " << describe(rule.kind) << " on "
           << describe(place) << ", not " << attr.getValue();
  }
  if (places.empty())
    return op->emitOpError()
           << "unknown attribute '" << name
           << "': the remat dialect declares no such discardable attribute";
  return op->emitOpError() << "'" << name << "' belongs on "
                           << llvm::join(places, " or ") << ", not on "
                           << describe(place);
}

LogicalResult RematDialect::verifyOperationAttribute(Operation *op,
                                                     NamedAttribute attr) {
  return verifyAttr(op, attr, Place::Op);
}

LogicalResult RematDialect::verifyRegionArgAttribute(Operation *op, unsigned,
                                                     unsigned,
                                                     NamedAttribute attr) {
  return verifyAttr(op, attr, Place::Argument);
}

LogicalResult RematDialect::verifyRegionResultAttribute(Operation *op, unsigned,
                                                        unsigned,
                                                        NamedAttribute attr) {
  return verifyAttr(op, attr, Place::Result);
}
