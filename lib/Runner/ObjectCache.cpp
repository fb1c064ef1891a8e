//===- ObjectCache.cpp - compiled programs kept on disk -------------------===//
#include "remat/Runner/ObjectCache.h"
#include "remat/Runner/AllocationTracker.h"

#include "llvm/ExecutionEngine/Orc/ExecutionUtils.h"
#include "llvm/ExecutionEngine/Orc/LLJIT.h"
#include "llvm/Support/DynamicLibrary.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

using namespace remat;
using namespace llvm;

ObjectCacheEntry::ObjectCacheEntry(StringRef dir, ArrayRef<StringRef> parts)
    : dir(dir.str()) {
  // Each part's hash, then the hash of those: parts cannot run together.
  std::string hashes;
  for (StringRef part : parts)
    hashes += llvm::formatv("{0:x16}", llvm::xxh3_64bits(part)).str();
  std::string key = llvm::formatv("{0:x16}", llvm::xxh3_64bits(hashes)).str();
  SmallString<256> path(dir);
  llvm::sys::path::append(path, key + ".o");
  objectPath = path.str().str();
  llvm::sys::path::replace_extension(path, ".needs");
  needsPath = path.str().str();
}

bool ObjectCacheEntry::exists() const {
  return llvm::sys::fs::exists(objectPath) && llvm::sys::fs::exists(needsPath);
}

std::string ObjectCacheEntry::getTemporaryPath() const {
  return objectPath + ".tmp" +
         std::to_string(llvm::sys::Process::getProcessId());
}

llvm::Expected<CachedProgramNeeds> ObjectCacheEntry::readNeeds() const {
  auto buffer = llvm::MemoryBuffer::getFile(needsPath);
  if (!buffer)
    return llvm::createStringError(buffer.getError(),
                                   "cannot read " + needsPath);
  StringRef text = (*buffer)->getBuffer();
  CachedProgramNeeds needs;
  needs.openMP = text.contains("openmp");
  needs.cblas = text.contains("cblas");
  return needs;
}

llvm::Error ObjectCacheEntry::store(StringRef object,
                                    const CachedProgramNeeds &needs) const {
  if (std::error_code ec = llvm::sys::fs::create_directories(dir))
    return llvm::createStringError(ec, "cannot create " + dir);
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(needsPath, ec);
    if (ec)
      return llvm::createStringError(ec, "cannot write " + needsPath);
    os << (needs.openMP ? "openmp\n" : "") << (needs.cblas ? "cblas\n" : "")
       << "end\n";
  }
  if (std::error_code ec = llvm::sys::fs::rename(object, objectPath))
    return llvm::createStringError(ec, "cannot write " + objectPath);
  return llvm::Error::success();
}

LoadedObject::LoadedObject() = default;
LoadedObject::~LoadedObject() = default;

llvm::Expected<std::unique_ptr<LoadedObject>>
LoadedObject::load(StringRef objectPath, ArrayRef<std::string> sharedLibs) {
  for (const std::string &lib : sharedLibs) {
    std::string error;
    if (llvm::sys::DynamicLibrary::LoadLibraryPermanently(lib.c_str(), &error))
      return llvm::createStringError("cannot load " + lib + ": " + error);
  }
  auto jit = llvm::orc::LLJITBuilder().create();
  if (!jit)
    return jit.takeError();
  std::unique_ptr<LoadedObject> loaded(new LoadedObject());
  loaded->jit = std::move(*jit);
  llvm::orc::LLJIT &j = *loaded->jit;
  llvm::orc::JITDylib &main = j.getMainJITDylib();
  // What the shared libraries (and the process) define.
  auto process = llvm::orc::DynamicLibrarySearchGenerator::GetForCurrentProcess(
      j.getDataLayout().getGlobalPrefix());
  if (!process)
    return process.takeError();
  main.addGenerator(std::move(*process));
  llvm::orc::MangleAndInterner interner(j.getExecutionSession(),
                                        j.getDataLayout());
  if (llvm::Error e = main.define(
          llvm::orc::absoluteSymbols(getAllocationSymbols(interner))))
    return std::move(e);
  auto object = llvm::MemoryBuffer::getFile(objectPath);
  if (!object)
    return llvm::createStringError(object.getError(),
                                   "cannot read " + objectPath);
  if (llvm::Error e = j.addObjectFile(std::move(*object)))
    return std::move(e);
  return loaded;
}

llvm::Expected<void (*)(void **)> LoadedObject::lookupPacked(StringRef name) {
  auto symbol = jit->lookup(("_mlir_" + name).str());
  if (!symbol)
    return symbol.takeError();
  return symbol->toPtr<void (*)(void **)>();
}
