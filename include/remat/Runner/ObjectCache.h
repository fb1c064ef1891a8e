//===- ObjectCache.h - compiled programs kept on disk -----------*- C++ -*-===//
//
// remat-run --object-cache=DIR: the first run of a program JIT-compiles it
// and writes the object file (and what it needs at load time) to DIR; a
// later run of the same input, entry, options and remat-run binary loads the
// object file into an ORC LLJIT instead of lowering and compiling again.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_RUNNER_OBJECTCACHE_H
#define REMAT_RUNNER_OBJECTCACHE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <string>

namespace llvm::orc {
class LLJIT;
} // namespace llvm::orc

namespace remat {

/// What a cached program needs loaded besides the C runner utilities.
struct CachedProgramNeeds {
  bool openMP = false;
  bool cblas = false;
};

/// One entry of the cache: `<dir>/<key>.o` and `<dir>/<key>.needs`, where
/// the key hashes every part (the input's bytes, the entry, the options and
/// the remat-run binary, so that a rebuilt compiler never reads an old
/// object).
class ObjectCacheEntry {
public:
  ObjectCacheEntry(llvm::StringRef dir,
                   llvm::ArrayRef<llvm::StringRef> keyParts);

  /// Whether both files of the entry exist.
  bool exists() const;
  /// Reads what the program needs loaded.
  llvm::Expected<CachedProgramNeeds> readNeeds() const;
  /// Writes the entry: `object` is the object file the JIT wrote to a
  /// temporary path; it is renamed into place last, so that a concurrent
  /// reader sees a whole entry or none.
  llvm::Error store(llvm::StringRef object,
                    const CachedProgramNeeds &needs) const;

  llvm::StringRef getObjectPath() const { return objectPath; }
  /// A path in the cache directory for the JIT to dump the object to.
  std::string getTemporaryPath() const;

private:
  std::string dir, objectPath, needsPath;
};

/// A cached object file linked in an LLJIT: `sharedLibs` are loaded into the
/// process, the allocation tracker's functions are defined, and
/// `lookupPacked` finds the packed wrapper `_mlir_<name>` the ExecutionEngine
/// compiled into the object.
class LoadedObject {
public:
  static llvm::Expected<std::unique_ptr<LoadedObject>>
  load(llvm::StringRef objectPath, llvm::ArrayRef<std::string> sharedLibs);
  ~LoadedObject();

  llvm::Expected<void (*)(void **)> lookupPacked(llvm::StringRef name);

private:
  LoadedObject();
  std::unique_ptr<llvm::orc::LLJIT> jit;
};

} // namespace remat

#endif // REMAT_RUNNER_OBJECTCACHE_H
