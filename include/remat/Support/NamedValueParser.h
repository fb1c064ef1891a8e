//===- NamedValueParser.h - enum options that list their values -*- C++ -*-===//
//
// A command-line parser for a closed set of named values (an enum), for pass
// options declared in ODS with `::llvm::cl::values(clEnumValN(...))`. It is
// llvm::cl::parser's mapping parser except for the error: a value outside the
// set is rejected with the names that are valid ("unknown strategy 'mincutt';
// expected regions, cheap, mincut, sqrt or budget"), where llvm::cl only says
// "Cannot find option named 'mincutt'!".
//
// Use it by specializing llvm::cl::parser for the enum, at global scope,
// before the pass declarations are included:
//
//   REMAT_NAMED_VALUE_PARSER(remat::RematStrategy)
//
// MLIR's pass options (mlir/Pass/PassOptions.h) then wrap it like any enum
// parser, so the value prints back by name in pipelines.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_SUPPORT_NAMEDVALUEPARSER_H
#define REMAT_SUPPORT_NAMEDVALUEPARSER_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CommandLine.h"

#include <string>

namespace remat {

/// The valid names of a closed option as a message lists them: "a, b or c".
std::string listOptionValues(llvm::ArrayRef<llvm::StringRef> names);

template <typename DataType>
class NamedValueParser : public llvm::cl::generic_parser_base {
protected:
  struct OptionInfo : public GenericOptionInfo {
    OptionInfo(llvm::StringRef name, DataType value, llvm::StringRef helpStr)
        : GenericOptionInfo(name, helpStr), V(value) {}
    llvm::cl::OptionValue<DataType> V;
  };
  /// Named `Values` as in llvm::cl::parser: MLIR's option printer reads it.
  llvm::SmallVector<OptionInfo, 8> Values;

public:
  using parser_data_type = DataType;

  NamedValueParser(llvm::cl::Option &option) : generic_parser_base(option) {}

  unsigned getNumOptions() const override { return unsigned(Values.size()); }
  llvm::StringRef getOption(unsigned n) const override {
    return Values[n].Name;
  }
  llvm::StringRef getDescription(unsigned n) const override {
    return Values[n].HelpStr;
  }
  const llvm::cl::GenericOptionValue &
  getOptionValue(unsigned n) const override {
    return Values[n].V;
  }

  /// Returns true on error, as llvm::cl parsers do.
  bool parse(llvm::cl::Option &option, llvm::StringRef argName,
             llvm::StringRef arg, DataType &value) {
    for (const OptionInfo &info : Values) {
      if (info.Name != arg)
        continue;
      value = info.V.getValue();
      return false;
    }
    llvm::SmallVector<llvm::StringRef> names;
    for (const OptionInfo &info : Values)
      names.push_back(info.Name);
    return option.error("unknown " + option.ArgStr + " '" + arg +
                            "'; expected " + listOptionValues(names),
                        argName);
  }

  template <typename DT>
  void addLiteralOption(llvm::StringRef name, const DT &value,
                        llvm::StringRef helpStr) {
    Values.emplace_back(name, static_cast<DataType>(value), helpStr);
    AddLiteralOption(Owner, name);
  }

  void removeLiteralOption(llvm::StringRef name) {
    unsigned n = findOption(name);
    assert(n != Values.size() && "no such value");
    Values.erase(Values.begin() + n);
  }
};

} // namespace remat

/// Makes NamedValueParser the llvm::cl parser of the enum `TYPE`.
#define REMAT_NAMED_VALUE_PARSER(TYPE)                                         \
  template <>                                                                  \
  class llvm::cl::parser<TYPE> : public ::remat::NamedValueParser<TYPE> {      \
  public:                                                                      \
    using NamedValueParser::NamedValueParser;                                  \
  };

#endif // REMAT_SUPPORT_NAMEDVALUEPARSER_H
