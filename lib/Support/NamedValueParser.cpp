//===- NamedValueParser.cpp - lists of option values for messages ---------===//
#include "remat/Support/NamedValueParser.h"

using namespace llvm;

std::string remat::listOptionValues(ArrayRef<StringRef> names) {
  std::string text;
  for (auto [i, name] : llvm::enumerate(names))
    text += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + name.str();
  return text;
}
