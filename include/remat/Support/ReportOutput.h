//===- ReportOutput.h - where a pass writes its report ----------*- C++ -*-===//
//
// Passes that print a report (remat-memory-report, remat-pareto) write it to
// standard error by default, so that it never shares standard output with
// the IR remat-opt prints there; `output=FILE` writes a file and `output=-`
// standard output (for a caller that sends the IR elsewhere, `-o FILE`).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_SUPPORT_REPORTOUTPUT_H
#define REMAT_SUPPORT_REPORTOUTPUT_H

#include "mlir/Support/FileUtilities.h"

#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <string>

namespace remat {

/// The stream of a report: standard error for an empty `path`, else the
/// file `path` (`-`: standard output). Null `file()` and `error` set when
/// the file cannot be opened.
class ReportOutput {
public:
  explicit ReportOutput(llvm::StringRef path) {
    if (path.empty())
      return;
    file = mlir::openOutputFile(path, &error);
  }

  /// Whether the stream is usable; `getError()` says why not.
  bool ok() const { return error.empty(); }
  const std::string &getError() const { return error; }

  llvm::raw_ostream &os() { return file ? file->os() : llvm::errs(); }

  /// Keeps the file once the report is complete (a file not kept is removed).
  void keep() {
    if (file)
      file->keep();
  }

private:
  std::unique_ptr<llvm::ToolOutputFile> file;
  std::string error;
};

} // namespace remat

#endif // REMAT_SUPPORT_REPORTOUTPUT_H
